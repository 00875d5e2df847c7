/** The `vnu-jar` package answers the path of the Nu HTML checker's vnu.jar (a String object). */
declare module 'vnu-jar' {
  const vnuJar: string
  export default vnuJar
}
