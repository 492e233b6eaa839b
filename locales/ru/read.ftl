# `gametable read` (src/read/, src/cmd/read.rs): слова текстового вывода,
# почему в документе ничего не прочитано, и заметки о непрочитанном.

## Текстовый вывод.
read-task-complete = # Задача { $number }{ $title }: прочитана полностью
read-task-partial = # Задача { $number }{ $title }: прочитана не полностью
read-answers = # Ответы:
read-answer-line = #   { $id }: { $answer }  (запрос `{ $query }`)
read-unread-head = # Не прочитано или не сходится:
# A template's notes beside a question's query.
read-template-reading = прочтение { $n } из { $of }
read-template-own-game = своя игра: { $keys }
read-template-from-task = из задачи { $task }
read-template-settled = слова читаются двояко; { $other } не даёт ответа того вида, что спрошен
read-template-settled-alike = слова читаются двояко; { $other } даёт тот же ответ

## Почему в документе ничего не прочитано.
read-empty = файл пуст; нужен текст задачи
read-no-task = задача не найдена: в тексте нет ни одного предложения о кучах, ходах или вопросах; нужен текст заданий 19–21
read-too-large = { $size } — больше { $max }, чем может быть документ с задачами; тот ли это файл?
read-too-many-tasks = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[many] { $count } задач
} — больше { $max }, чем может быть в одном документе; разделите текст на несколько файлов
read-binary = это не текст (двоичный файл: { $why }); нужен текст задачи: файл TXT, MD, HTML, DOCX, DOC, ODT или RTF
read-binary-nul = нулевой байт в позиции { $at }
read-binary-encoding = ни UTF-8, ни Windows-1251
read-binary-controls = { $count ->
    [one] { $count } управляющий символ
    [few] { $count } управляющих символа
   *[many] { $count } управляющих символов
}
read-binary-utf16 = испорченный UTF-16 ({ $error })
read-docx = это архив zip, но не читаемый файл .docx или .odt: { $why }
read-docx-not-zip = повреждена структура архива
read-docx-unreadable = { $part } не распаковывается
read-docx-no-document = внутри нет word/document.xml или content.xml (это .xlsx, .ods или другой архив?)
read-docx-too-large = { $part } занимает { $size } — больше { $max }
read-docx-xml = его XML: { $error }
read-doc = это файл Office 97–2003, но не читаемый документ Word (.doc): { $why }; сохраните его в Word как .docx или вставьте текст задачи
read-doc-damaged = повреждена его структура
read-doc-not-word = внутри нет текста Word (это старый .xls или .ppt?)
read-doc-encrypted = документ защищён паролем
read-doc-too-large = поток { $part } занимает { $size } — больше { $max }

## Что не прочитано (каждая заметка называет свои слова).
read-note-cut = текст обрывается на полуслове: «{ $words }»
read-note-goes-on = текст задачи продолжается после заголовка среди её вопросов — похоже на колонтитул страницы, задача разорвана: «{ $words }»
read-note-rule-after = после вопросов сказано правило этой задачи, оно не прочитано: «{ $words }»
read-note-sentence = «{ $words }»
read-note-in-moves = «{ $words }» (в описании ходов)
read-note-halving-unconfirmed = «{ $words }» (в описании ходов): округление может относиться к убираемой половине или к остатку; нет примера с нечётной кучей, который это различает
read-note-whose-strategy = «{ $words }»: чья это стратегия?
read-note-key-conflict = { $key }: «{ $words }» даёт { $value }, а «{ $before }» давало { $was }
read-note-game-of-task = «{ $words }»: игра задачи { $task } с изменением — { $why ->
    [task] неясно, какая задача документа — { $task } (такой нет или их может быть несколько)
    [game] игра той задачи прочитана не целиком
   *[change] изменение не прочитано
}
read-note-heaps = start: { $count ->
    [one] прочитана { $count } куча
    [few] прочитаны { $count } кучи
   *[many] прочитано { $count } куч
} («{ $words }»), а в тексте их { $heaps }
read-note-missing = { $key }: в тексте не найдено
read-note-no-winner = winner: не сказано, кто выигрывает
read-note-end-ceiling = end: «{ $words }» ставит потолок { $ceiling }, но ни одно предложение не говорит, кто выигрывает за ним (читается как перебор, только если это сказано)
read-note-exact-end = «{ $words }»: может ли куча перейти через { $n }, текст не говорит
read-note-questions-elsewhere = вопросы: «такие же, как в задаче { $name }», а задачи { $name } в этом тексте нет
read-note-question-lost = «{ $words }»: вопрос, который не отнесён ни к одной задаче текста
read-note-question-carried = «{ $words }»: вопрос перед условием следующей задачи — возможно, это вопрос этой задачи
read-note-no-questions = вопросы: не найдены
read-note-question = вопрос { $id }: { $why }: «{ $words }»
read-note-any-factor = «{ $words }»: для множителя «в целое число раз» нужно число из условия окончания, а оно не прочитано
read-note-no-game = из прочитанного не получается игра: { $error }
read-note-strategy-heaps = пример стратегии называет позиции с другим числом куч
read-note-values = вопрос { $id }: в условии { $want ->
    [one] нужно { $want } значение
    [few] нужно { $want } значения
   *[many] нужно { $want } значений
}, а { $got ->
    [0] не подходит ни одно
    [one] подходит { $got }
   *[other] подходят { $got }
}
read-note-too-few = вопрос { $id }: { $want ->
    [one] не подходит ни одно значение
   *[other] подходит только одно значение, а спрошены наименьшее и наибольшее
}
read-note-warning = вопрос { $id }: { $warning }
read-note-two-readings = вопрос { $id }: слова читаются двояко; даны оба ответа ({ $id } и { $id }b)
read-note-cannot-solve = не удаётся решить: { $error }

## Примеры, сверенные с прочитанными правилами.
read-example-heaps = «{ $words }»: в примере { $count ->
    [one] { $count } куча
    [few] { $count } кучи
   *[many] { $count } куч
}, а в игре { $heaps }
read-example-move = «{ $words }»: ход { $move } — не из прочитанных правил
read-example-error = «{ $words }»: { $error }
read-example-moves = «{ $words }»: в примере { $want }, а по прочитанным правилам { $got }
read-example-moves-barred = «{ $words }»: в примере { $want } и нельзя получить { $barred }, а по прочитанным правилам { $got }
read-example-replies = «{ $words }»: ходы, названные после хода { $move }, — не те, что разрешают прочитанные правила
read-example-per-player = «{ $words }»: пример хода в игре, где у игроков разные ходы, не проверен (чей это ход, не прочитано)
read-example-end = «{ $words }»: в примере игра окончена в позиции { $position }, а по прочитанным правилам нет
read-example-outcome = «{ $words }»: ход из примера по прочитанным правилам не завершает игру победой названного в примере игрока
read-example-strategy = «{ $words }»: в позиции { $position } по прочитанным правилам { $code }
read-example-no-win = выигрыша нет
read-example-code = код { $code }

## Почему вопрос не прочитан.
read-why-no-winner = не сказано, кто выигрывает
read-why-past-move = ход, который уже сделан, такого вида не прочитан
read-why-known-and-told = выигрыш сказан как уже случившийся («Известно, что … выиграл») и тот же выигрыш — как то, что происходит («… выигрывает»): возможная партия это или стратегия, не прочитано
read-why-unlucky = «неудачный ход» в незнакомой формулировке
read-why-some-move = выигрыш после какого-то одного хода противника («при некотором ходе», «после какого-то хода»), а не любого его хода: не прочитано
read-why-how-soon = не прочитано, кто выигрывает и за сколько ходов
read-why-both-win = в одном вопросе выигрывают оба игрока
read-why-denied-win = вопрос отрицает тот самый выигрыш, о котором спрашивает (нет стратегии или нет выигрыша этим ходом): условия противоречат друг другу
read-why-two-counts = выигрыш одного игрока заявлен двумя разными ходами («за один ход» и «вторым ходом»): какой имеется в виду, не прочитано
read-why-other-denied = выигрыш первого игрока рядом с отрицанием выигрыша второго: игрок в вопросе, возможно, указан неверно; не прочитано
read-why-no-report = не найдено, что назвать в ответе (наименьшее, наибольшее, количество…)
read-why-other-answer = в ответе спрашиваются не значения S и не их количество, сумма или произведение (а разность, среднее, число камней в позиции…)
read-why-order = не сказано, в каком порядке записать значения, или сказано по-разному
read-why-named-move = назван ход, позиция или способ выигрыша — не прочитано
read-why-of-s = условие на сами значения S (чётные, кратные, двузначные, …) — не прочитано
read-why-other-ask = спрашивается не о значениях S (каким ходом, как ходить) — не прочитано
read-why-own-start = своя начальная позиция или выбор игрока — не прочитано
read-why-two-unknowns = два неизвестных: вопрос не считает пары и не задаёт K одним значением, или связывает K и S иначе
read-why-stranger = «{ $name }» — не игрок из условия
read-why-first-unsaid = не сказано, кто ходит первым (игроки названы словами или буквами: «Первый и Второй», «игрок А и игрок Б»): по именам не угадывается
read-why-negation = не прочитано, к чему относится «не»
read-why-two-asks = в словах вопроса два вопроса (номер следующего потерян или написан с опечаткой?): как один не прочитано
