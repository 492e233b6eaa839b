# Слова, общие для многих сообщений.
stones = { $count ->
    [one] { $count } камень
    [few] { $count } камня
   *[many] { $count } камней
}
