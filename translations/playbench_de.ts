<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AntBrain</name>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an instruction (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sense direction (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a condition (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn direction (Left or Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a positive number for Flip (1 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the line or a &apos;;&apos; comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a state number (0 to 9999)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a marker number (0 to 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found %1, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many states: a brain has at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the brain has no states: it needs at least state 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state %1 jumps to state %2, past the last state %3; an ant that gets there stops the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AntGame</name>
    <message>
        <source>round %1: %2 ant %3 entered state %4, which its brain does not have; the game stops here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AntResult</name>
    <message>
        <source>red wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (seed %2, %3 rounds)
  red   %4: %5 food on the hill, %6 ants alive
  black %7: %8 food on the hill, %9 ants alive
  %10</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AntWorld</name>
    <message>
        <source>the width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found the end of the file, expected %1 (a number from 1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found &apos;%1&apos;, expected %2 (a number from 1 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found the end of the file, expected row %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 has more than %2 cells: found &apos;%3&apos; after the last cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found &apos;%1&apos;, expected a cell: # rock, . clear, + red hill, - black hill or 1 to 9 food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found &apos;%1&apos;, expected a space between cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 has %2 cells, expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found more rows than the height %1 allows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>Usage: playbench-cli ants &lt;command&gt; [options]

Commands:
  run     Play games: --world W --red A --black B; see &apos;ants run --help&apos;.
  check   Check brains and worlds: ants check FILE...
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks ant brains (.ant) and worlds (.world) and prints every error and warning as file:line:column. Exits 1 if any file has an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brains and worlds to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants check needs at least one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ok, world of %2 x %3 cells, %4 red and %5 black ants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ok, %2 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Plays ICFP 2004 ant games and prints the end state of each: food on each hill, ants alive, winner. Several --world options play one game on each, --jobs at a time; the results are the same as one after another, and are printed in the order given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World file; repeat for several games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red brain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black brain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed, 0 to 4294967295 (default 12345).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds to play (default 100000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the contest&apos;s dump trace to FILE (&apos;-&apos; for standard output); one world only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First round in the dump (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round in the dump (default: the last played).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played at once (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object per game, one per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants run needs --world, --red and --black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --red and --black once each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dump-from and --dump-to go with --dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dump takes one --world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the dump: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name an ants command: run or check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown ants command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays full ant games on one thread and prints, per game, wall seconds and rounds per second (best of --repeat runs): sample.ant against itself and dunkosmiloolump-1 against frictionless_bananas-1, both on sample0.world with seed 12345. With --jobs N, N copies of each game then run at once and the time for the batch is printed too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest reference folder (shared/reference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs per game; the best is reported (default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds per game (default 100000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also run N games at once (default 1: only one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference at shared/reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds, seed 12345, sample0.world, best of %2 on one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 s wall, %3 rounds/s, food %4 to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 games at once: %3 s wall (%4 x one game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  peak memory: %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the game to benchmark, e.g. &apos;bench ants&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli bench ants [options]
Speed figures; &apos;playbench-cli bench ants --help&apos; for the options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no benchmark for &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;playbench-cli --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli &lt;game&gt; &lt;command&gt; [options]
       playbench-cli bench &lt;game&gt; [options]

Playbench&apos;s engines from the command line.

Games and commands:
  ants run     Play ICFP 2004 ant games and print the end state (food, ants, winner).
  ants check   Check ant brains (.ant) and worlds (.world) and print every problem.
  bench ants   Time full 100,000-round ant games.

Options:
  -h, --help     Show this help; &apos;playbench-cli ants run --help&apos; shows a command&apos;s.
  -v, --version  Show the version.

Exit status: 0 on success, 1 on bad input (a broken file, a game that stopped on an
error), 2 on bad usage.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a game and a command, e.g. &apos;ants run&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 engine is not built yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game or command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Ants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant brains on a hex world: the exact contest simulator. The workspace (step through rounds, edit brains, graphs) is coming; the engine runs today from playbench-cli ants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honeycomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay and score command strings with phrases of power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-player walls and jumps on an 8x8 board: hand play and bot referee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arimaa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against bots and AEI engines with clocks; replay game records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaceable pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate tests, check and score placements, watch a solver improve them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message>
        <source>cannot open for reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot decompress: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open for reading: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open for writing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::MainWindow</name>
    <message>
        <source>Playbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Playbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Playbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playbench %1&lt;/h3&gt;&lt;p&gt;A workbench for five classic programming-contest games: Ants (ICFP 2004), Honeycomb (ICFP 2015), Less (CodeCup 2017), Arimaa (WCC 2015) and Peaceable pieces (TCO19).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::StartPage</name>
    <message>
        <source>&lt;h1&gt;Playbench&lt;/h1&gt;&lt;p&gt;A workbench for five classic programming-contest games.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
