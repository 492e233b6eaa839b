# check --class: таблицы всего класса.

## Как файл сопоставлен своему варианту из книги (`--book`).
class-by-task = по условию в файле
class-task-fits-several = условию в файле (куча, диапазон S, ходы) подходят варианты { $variants }: какой из них — не угадываем; не проверен
class-task-fits-none = условию в файле (куча, диапазон S, ходы) не подходит ни один вариант из книги: не проверен
marks-below = ниже

# Почему файл ученика из класса не прочитать.
class-no-permission = нет прав на чтение
class-link-loop = символические ссылки ведут по кругу

# Слова отчёта по классу: имена листов, заголовки столбцов, пометки клеток.
class-word-class-sheet = Класс
class-word-heat-sheet = Тепловая карта
class-word-file = Файл
class-word-student = Ученик
class-word-checked = Проверено клеток
class-word-wrong = Неверно
class-word-percent = % верно
class-word-mark = Оценка
class-word-sheet = Лист
class-word-table = Таблица
class-word-note = Почему не проверен
class-word-right-answer = верно
class-word-wrong-answer = неверно, ожидалось
class-word-no-answer = не найден
class-word-open = открыть
class-word-back = ← к классу
class-word-heat-title = Сколько учеников ошиблись в каждой клетке
class-word-heap1-heap2 = куча 1 \ куча 2
class-word-missed-title = Пять клеток с самыми частыми ошибками
class-word-position = Позиция
class-word-wrong-in = Ошиблись учеников
class-word-expected = Ожидалось
class-word-most-wrote = Чаще всего ставили
class-word-reason = Почему неверно
class-word-nothing-checked = ни одну клетку не удалось проверить (ни одна метка не стоит на позиции в игре)
class-word-marks-rule = Оценки (доля верных клеток)
class-word-not-used = не проверен
class-word-folder = папка: не прочитана (читаются только файлы прямо в указанной папке)
class-word-not-regular = не обычный файл (канал, устройство или сокет): не прочитан
class-word-too-large = больше, чем может быть работа ученика: не прочитан; тот ли это файл?
class-word-own-output = записываемый отчёт по классу: не читается как работа ученика
class-word-variant = Вариант
class-word-variant-short = в.
class-word-no-such-file = нет такого файла
class-word-cannot-read = не читается
