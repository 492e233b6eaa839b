# Сообщения самой веб-страницы (web/src).
page-bad-labels = --labels: '{ $value }': нужно win-lose или petya-vanya
page-bad-cap = --cap: '{ $value }': нужно целое число (наибольшая допустимая куча)
page-tree-too-big = рисунок дерева занял бы { $size } ({ $bytes } байт), больше, чем рисует страница ({ $most }); его нарисует `gametable explain --tree --svg`
page-heaps-count = нужно куч: { $heaps }
page-read-empty = текст пуст: вставьте условие задачи
page-read-too-large = текст слишком велик: { $size }, больше { $max }, чем может быть документ с задачами
page-read-error = текст: { $error }
