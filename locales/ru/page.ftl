# Сообщения самой веб-страницы (web/src).
page-bad-labels = --labels: '{ $value }': нужно win-lose или petya-vanya
page-bad-cap = --cap: '{ $value }': нужно целое число (наибольшая допустимая куча)
page-tree-too-big = рисунок дерева занял бы { $size } ({ $bytes } байт), больше, чем рисует страница ({ $most }); его нарисует `gametable explain --tree --svg`
page-heaps-count = нужно куч: { $heaps }
page-read-empty = текст пуст: вставьте условие задачи
page-read-too-large = текст слишком велик: { $size }, больше { $max }, чем может быть документ с задачами
page-read-error = текст: { $error }

# Слова интерфейса страницы (web/page/app.js, index.html): scripts/build-web.sh
# кладёт их в страницу (web/words.py), app.js зовёт их без «ui-»: w('tagline').
ui-tagline = таблицы игр «Петя и Ваня» (ЕГЭ, задания 19–21)
ui-labels = Метки
ui-language = Язык
ui-rules = Правила игры
ui-template = Шаблон
ui-custom = — свои правила —
ui-cli = То же в командной строке:
ui-download = Скачать:
ui-formulas = XLSX с формулами
ui-answers-csv = ответы CSV
ui-drop = Проверить таблицу ученика (или всего класса: несколько файлов сразу): перетащите сюда XLSX, ODS или CSV
ui-class-file = Файл
ui-class-student = Ученик
ui-class-checked = Проверено клеток
ui-class-wrong = Неверно
ui-class-right = % верно
ui-mark = Оценка
ui-why = Почему не проверен
ui-answer-right = верно
ui-answer-wrong = неверно, ожидалось
ui-answer-none = не найден, ожидалось
ui-class-book = Скачать отчёт по классу (XLSX)
# Поля формы: по ключу шаблона (и флагу командной строки).
ui-field-start = Старт (кучи через запятую)
ui-field-s = Диапазон S
ui-field-k = Диапазон K (если старт его использует)
ui-field-moves = Ходы
ui-field-end = Конец игры
ui-field-winner = Победитель
ui-field-no_moves = Нет хода
ui-field-no_repeat = Запрет повтора хода
ui-field-require = Ограничение после хода
ui-field-cap = Наибольшая куча
ui-field-handed_win_counts = Отданный выигрыш считается ходом победителя
ui-field-questions = Вопросы (по одному в строке: 19, 20, 21 или ID=запрос)
ui-option-no_moves-default = — как в шаблоне —
ui-option-no_moves-lose = проигрывает (обычная игра)
ui-option-no_moves-win = выигрывает (поддавки)
ui-option-no_repeat-default = — как в шаблоне —
ui-option-no_repeat-none = можно повторять
ui-option-no_repeat-opponent = нельзя повторить ход соперника
ui-option-no_repeat-own = нельзя повторить свой ход
ui-solving = Решаю…
ui-solving-pct = Решаю… { $pct } %
ui-solved = { $n } { $n ->
    [one] позиция
    [few] позиции
   *[many] позиций
}, { $ms } мс
ui-too-big = Таблица в { $cells } { $cells ->
    [one] клетку
    [few] клетки
   *[many] клеток
} слишком велика для страницы: ответы выше, таблицу можно скачать (или используйте командную строку).
ui-no-grid = Нет ни одной живой позиции: все старты уже окончены.
ui-values = значения
ui-loading = Загрузка…
ui-close = Закрыть
ui-error-in = Ошибка в поле «{ $field }»:
ui-error-above = Исправьте правила — таблица появится здесь.
ui-bounded = позиций больше { $limit }: { $depth ->
    [one] разобран только первый { $depth } ход
    [few] разобраны только первые { $depth } хода
   *[many] разобраны только первые { $depth } ходов
} каждого игрока
ui-check-hint = Щёлкните строку, чтобы увидеть её клетку.
ui-file = свои-правила
ui-paste-title = Вставьте условие задачи
ui-paste-read = Прочитать
ui-paste-placeholder = Скопируйте сюда текст заданий 19–21 (с сайта, из Word или PDF): форма ниже заполнится по нему.
ui-read-complete = Прочитано полностью: каждое предложение и каждый вопрос.
ui-read-incomplete = Не прочитано полностью — проверьте:
ui-not-read = не прочитано
ui-two-readings = два прочтения
ui-question = вопрос
# Задача из вставленного текста: номер, название, прочитана ли полностью.
ui-task = Задача { $number }{ $titled ->
    [yes] {" "}— { $title }
   *[no] {""}
}{ $complete ->
    [yes] {""}
   *[no] {" "}(не полностью)
}
ui-reading = Читаю…
# Что прочитано в предложении: по ключу шаблона.
ui-key-start = старт
ui-key-s = диапазон S
ui-key-k = диапазон K
ui-key-moves = ходы
ui-key-end = конец игры
ui-key-winner = победитель
ui-key-no_repeat = запрет повтора
ui-key-no_moves = нет хода
ui-key-handed_win_counts = отданный выигрыш
ui-key-require = ограничение
ui-key-cap = наибольшая куча
ui-stopped-time = Вычисление остановлено: оно шло дольше { $seconds } с. Страница работает дальше; уменьшите задачу (диапазон S, число куч или вопросов) или решите её в командной строке.
ui-stopped-input = Прежнее вычисление остановлено: условие изменилось.
ui-restarted = Вычислитель страницы перезапущен после внутренней ошибки; повторите.
