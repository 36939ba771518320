// SEAM: the feedback endpoints; each export is a contract the registry mounts.
export {};
