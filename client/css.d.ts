/** Stylesheets are side-effect imports that webpack extracts into CSS files. */
declare module '*.css';
