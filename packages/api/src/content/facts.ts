// Written from content/registry.ts by test/content-facts.test.ts (UPDATE_CONTENT_FACTS=1): do not edit.
// Each table's plain facts by its router, zod-free for the web (@jugendclub/api/kinds).

export const CONTENT_FACTS = {
  events: {
    table: "Event",
    images: {
      imageUrl: "event",
    },
    translatable: {
      title: 200,
      description: 5000,
    },
    ordered: false,
    deleteAllKey: "events",
    trash: "event",
  },
  eventCategories: {
    table: "EventCategory",
    images: {},
    translatable: {
      name: 80,
    },
    ordered: false,
  },
  sponsors: {
    table: "Sponsor",
    images: {
      logo: "logo",
    },
    translatable: {
      description: 2000,
    },
    ordered: true,
    deleteAllKey: "sponsors",
    trash: "sponsor",
  },
  committeeMembers: {
    table: "CommitteeMember",
    images: {
      photo: "member",
    },
    translatable: {
      role: 200,
    },
    ordered: true,
    deleteAllKey: "committeeMembers",
    trash: "committee-member",
  },
  photoCategories: {
    table: "PhotoCategory",
    images: {
      coverImage: "cover",
    },
    translatable: {
      name: 200,
      description: 2000,
    },
    ordered: true,
    deleteAllKey: "photoCategories",
    trash: "photo-category",
  },
  photos: {
    table: "Photo",
    images: {
      src: "photo",
    },
    translatable: {
      alt: 300,
      caption: 1000,
    },
    ordered: true,
    deleteAllKey: "photos",
    trash: "photo",
  },
} as const;

/** A router that serves content (content/registry.ts). */
export type ContentRouter = keyof typeof CONTENT_FACTS;
