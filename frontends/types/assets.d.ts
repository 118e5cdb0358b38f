// Webpack turns these imports into file URLs (asset/resource) or extracted CSS.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
