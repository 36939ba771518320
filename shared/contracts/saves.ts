// SEAM: the saves endpoints; each export is a contract the registry mounts.
export {};
