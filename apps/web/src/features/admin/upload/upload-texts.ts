import type { UploadPurpose } from "@jugendclub/api/upload-rules";
import { useLingui } from "@lingui/react/macro";

/** The spec's upload toasts (section 8), per kind of image. */
export function useUploadTexts(purpose: UploadPurpose): { title: string; success: string; failure: string } {
  const { t } = useLingui();
  switch (purpose) {
    case "logo":
      return {
        title: t`Logo hochladen`,
        success: t`Logo erfolgreich hochgeladen!`,
        failure: t`Logo-Upload fehlgeschlagen`,
      };
    case "photo":
      return {
        title: t`Foto hochladen`,
        success: t`Foto erfolgreich hochgeladen!`,
        failure: t`Foto-Upload fehlgeschlagen`,
      };
    case "cover":
      return {
        title: t`Cover-Bild hochladen`,
        success: t`Cover-Bild erfolgreich hochgeladen!`,
        failure: t`Cover-Bild-Upload fehlgeschlagen`,
      };
    default:
      return {
        title: t`Bild hochladen`,
        success: t`Bild erfolgreich hochgeladen!`,
        failure: t`Bild-Upload fehlgeschlagen`,
      };
  }
}
