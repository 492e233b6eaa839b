# Words shared by many messages.
stones = { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}
