# Как каждая команда сообщает о записанном файле (в stderr, после «gametable: »).
wrote-file = записан файл { $file }
wrote-file-holding = записан файл { $file } ({ $holds })
# Что нельзя вывести на экран ({ $what } в out-refuse-stdout).
out-what-workbook = книгу
out-what-class-report = отчёт о классе
