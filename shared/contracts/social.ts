// SEAM: the social endpoints; each export is a contract the registry mounts.
export {};
