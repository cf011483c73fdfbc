/** The address of a good's picture, its symbol in one of the sprites of goods' pictures (web/goods-icons.ts). */
declare module 'virtual:goods-icons' {
  const iconAddress: (name: string) => string;
  export default iconAddress;
}
