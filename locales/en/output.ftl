# How every command announces a file it wrote (on stderr, after "gametable: ").
wrote-file = wrote { $file }
wrote-file-holding = wrote { $file } ({ $holds })
# What cannot go to stdout (`out-refuse-stdout`'s { $what }).
out-what-workbook = a workbook
out-what-class-report = the class report
