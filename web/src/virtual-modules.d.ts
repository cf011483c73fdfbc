/** The address of the sprite of goods' pictures (web/goods-icons.ts). */
declare module 'virtual:goods-icons' {
  const address: string;
  export default address;
}
