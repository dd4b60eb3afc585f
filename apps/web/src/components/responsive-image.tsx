interface Variant {
  width: number;
  url: string;
}

interface Props {
  src: string | null;
  variants?: Variant[];
  alt: string;
  /** The `sizes` attribute: how wide the image shows, so the browser picks a small variant. */
  sizes: string;
  fallback: string;
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
}

/** An image with its WebP variants in srcset, lazy by default; a placeholder when it has none. */
export function ResponsiveImage({ src, variants = [], alt, sizes, fallback, className, eager, width, height }: Props) {
  const srcSet = variants.map((v) => `${v.url} ${v.width}w`).join(", ");
  const smallest = variants[0]?.url;
  return (
    <img
      className={className}
      src={src ? (variants.length > 1 ? (variants[1]?.url ?? src) : (smallest ?? src)) : fallback}
      srcSet={src && srcSet ? srcSet : undefined}
      sizes={src && srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      // The first screen's pictures are the page's largest paint: fetched before anything else.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      width={width}
      height={height}
    />
  );
}
