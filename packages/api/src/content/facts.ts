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
    fields: [
      "title",
      "description",
      "date",
      "endDate",
      "location",
      "imageUrl",
      "featured",
      "categoryId",
      "category",
      "recurrence",
      "signup",
      "status",
      "publishAt",
    ],
  },
  eventCategories: {
    table: "EventCategory",
    images: {},
    translatable: {
      name: 80,
    },
    ordered: false,
    fields: ["name"],
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
    fields: [
      "name",
      "logo",
      "description",
      "website",
      "address",
      "type",
      "position",
      "status",
      "publishAt",
      "activeFrom",
      "activeUntil",
    ],
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
    fields: ["name", "role", "photo", "email", "phone", "position", "status", "publishAt"],
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
    fields: ["name", "description", "coverImage", "position", "status", "publishAt"],
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
    fields: ["alt", "caption", "categoryId", "src", "position", "takenAt"],
  },
} as const;

/** A router that serves content (content/registry.ts). */
export type ContentRouter = keyof typeof CONTENT_FACTS;
