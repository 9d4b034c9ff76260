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
    <name>AntDumpDiff</name>
    <message>
        <source>the worlds differ in size: %1 is %2 x %3 cells, %4 is %5 x %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game stopped before round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game cannot be played on to round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AntDumpFile</name>
    <message>
        <source>the file ends in the middle of a line (truncated?): &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a cell line: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has more than %2 cell lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected cell (%1, %2) here, found &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 is cut short: %2 of %3 cell lines (truncated file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 has %2 cell lines instead of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not part of any round: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open for reading: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the seed: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &apos;random seed:&apos; line at the start; the seed is taken as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: no round in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: round %3 has no cell lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the food in &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the markers in &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; in &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the ant in &apos;%1&apos;</source>
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
    <name>AntLanguage</name>
    <message>
        <source>&apos;%1&apos; is already declared at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the parameter &apos;%1&apos; is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>procedure &apos;%1&apos; never returns: it neither reaches its end nor has a return, so the statements after its calls are unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>procedure &apos;%1&apos; is never called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable code: the statement before never goes on to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program has no statements: an ant needs at least one instruction (procedures run only where they are called)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program makes no instruction: an ant needs at least one state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (in procedure &apos;%2&apos;, called at line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested too deeply (a constant defined in terms of itself, or more than %1 levels of calls and expressions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program is too much work to compile (more than %1 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this loop or jump comes back to itself without any instruction: an ant is always in a state, so a loop needs at least one instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state budget is exceeded here: a brain has at most %1 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; stands for itself (a constant or parameter defined in terms of itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;: expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;: expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown label &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; stands for itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the label &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flip&apos;s number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sense direction (here, ahead, leftahead or rightahead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown name &apos;%1&apos;: expected a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a condition: arithmetic after &apos;flip&apos; or &apos;marker&apos; applies to the condition; put the number in brackets, as in flip (A / 2) or marker (X + 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a condition (sense, flip, move, pickup, true, false, or a combination with &amp;&amp;, || and !)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a sense condition (friend, foe, friendwithfood, foewithfood, food, rock, marker N, foemarker, home or foehome)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn direction (left or right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;break&apos; outside a loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;continue&apos; outside a loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;return&apos; outside a procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown procedure &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>procedure &apos;%1&apos; takes %n parameter(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>procedure &apos;%1&apos; calls itself: procedures are inlined at each call, so they cannot recurse (use a label and goto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many procedure calls (more than %1 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number is too large (at most %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the comment is not closed (&apos;*/&apos; missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a statement or a declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found %1, expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less nesting (at most %1 levels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the constant&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedure&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{&apos; (the procedure&apos;s body)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a label after &apos;else&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a statement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a label after &apos;goto&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;:&apos; (a label) or &apos;(&apos; (a procedure call) after the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value or a condition</source>
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
    <name>AntWorldGen</name>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red anthill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black anthill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the world is %1 x %2 cells, expected 100 x 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the world has no room inside its perimeter or its cells do not match its size</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n perimeter cell(s) not rock, the first at %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>there is no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 has %2 cells, expected a hexagon of side 6 (91 cells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 is not a hexagon of side 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the red and black anthills touch at %1 and %2, expected at least one empty cell between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rock at %1 touches the %2 at %3, expected at least one empty cell between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rock at %1 touches the rocky perimeter at %2, expected at least one empty cell between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no rock inside the perimeter, expected ten rocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rock inside the perimeter is in %1 pieces more than one empty cell apart, expected ten rocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n food cell(s) not holding 5 food, the first at %1 holds %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) with food on rock or an anthill (elements overlap), the first at %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the food at %1 (%n cell(s)) is not made of 3 x 4 blobs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>found %1 food blobs, expected 8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArimaaAei</name>
    <message>
        <source>the engine is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (in the opening phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bestmove within %1 ms (nor %2 ms after stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> while thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bestmove without a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> while pondering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine exited: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 within %2 ms of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArimaaGame</name>
    <message>
        <source>step %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece on %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece is frozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rabbit cannot step backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an enemy piece moves without a push or pull completing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such piece to push with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a stronger piece can push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pushing piece is frozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move needs at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps; a move has at most 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move is labelled %1%2 but %3 is to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no move to take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a setup after the setup moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a piece of the side setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: outside the two home ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the square is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a setup places 8 rabbits, 2 cats, 2 dogs, 2 horses, a camel and an elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the side to move must set up its pieces first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move does not change the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the capture tokens do not match the captures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">keiner</translation>
    </message>
    <message>
        <source>the move repeats a position for the third time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty move before the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 resigns, but %3 is to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArimaaMatch</name>
    <message>
        <source>%1 engine: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game time limit G (%1) ran out during move %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took %1 ms; %2 ms were allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took %1 ms; the turn limit T is %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an engine may not take back or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides made the %1 turns of the game limit G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game time limit G (%1) ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArimaaSession</name>
    <message>
        <source>no move within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty engine command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while pondering: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown bot &apos;%1&apos; (bot:random, bot:search or bot:search:depth=N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bot &apos;%1&apos;: &apos;%2&apos; is not a setting (depth=N, N from 1 to 64)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArimaaTimeControl</name>
    <message>
        <source>an empty field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number without its unit (s, m, h or d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a unit (s, m, h or d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a time too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty time control (M/R/P/L/G/T, for example 2m/6m/100/0/8h/6m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reserve R is missing (M/R/P/L/G/T, at least M/R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than six fields (M/R/P/L/G/T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole percent expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a percent from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of turns expected before &apos;t&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArimaaWccQualifier</name>
    <message>
        <source>counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour not alternating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beyond the %1 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchmarkTable</name>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finals seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (streak %2, %3 games, %4 lost before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score against %1: the wins of the longest winning streak, at most 4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BestScores</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BrainEditor</name>
    <message>
        <source>Go to State...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State (0 to %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls make %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran %1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ant on this line now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ants on this line now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BrainTextEdit</name>
    <message>
        <source>State %1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran %1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ant in this state now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ants in this state now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CellInspector</name>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
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
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cell to inspect it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red anthill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black anthill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red markers (bits 0-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black markers (bits 0-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no brain loaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>past the end of the brain (%n states)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resting</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more round(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carrying food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">keiner</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliText</name>
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
        <source>name a game and a command, e.g. &apos;ants run&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game or command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes a random world following the ICFP 2004 contest&apos;s rules (task section 3.1): 100 x 100 cells, a rocky perimeter, two anthills, ten rocks and eight food blobs. The same seed gives the same world on every platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed, 0 to 4294967295 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the world to FILE instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --seed and --output at most once each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the world: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs per game; the best is reported (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compares two ant dump traces round by round (rounds with the same number), or a dump trace with a fresh simulation (--world, --red, --black), and prints the first round and cell where they differ with both lines. Exits 0 when they are identical, 1 when they differ or a trace is broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dump trace (.gz allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other dump trace; leave out with --world.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World of the simulation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red brain of the simulation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black brain of the simulation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed of the simulation, 0 to 4294967295 (default: the dump&apos;s, else 12345).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants diff with --world takes one dump trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants diff needs --world, --red and --black together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --world, --red, --black and --seed once each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants diff needs two dump traces, or one and --world, --red and --black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first difference in round %1, cell (%2, %3) (cells differing in that round: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  simulation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no difference in the %1 rounds both sides can read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>identical (%1 rounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times finding where dump traces part, on the contest&apos;s dump (sample.ant against itself on tiny.world, seed 12345, 10,001 rounds): the dump against itself, read from an inflated temporary copy, and the dump against a live simulation. Best of --repeat runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of each; the best is reported (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contest dump differs from itself?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the simulation differs from the contest dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contest dump (%1 MB, %2 rounds), best of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  open (header and first round):     %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  dump vs dump, open + first divergence: %1 s (identical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  dump vs live simulation (%1 rounds): %2 s (identical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  peak memory: %1 MB (%2 MB already after inflating the copy; mapped pages of the file count too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times scoring every solution of honeycomb/expected-scores.jsonl (problems loaded beforehand) and the longest one alone, best of --repeat runs, on one thread.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs; the best is reported (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference or PLAYBENCH_REFERENCE at shared/reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all %1 solutions of expected-scores.jsonl: %2 s (scores sum to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longest (problem %1, seed %2, %3 characters): %4 s (score %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli honeycomb score PROBLEM SOLUTIONS [-p PHRASE]... [--json]

  score  Play the contest&apos;s solutions (a JSON list of {problemId, seed, solution})
         on a problem and print each seed&apos;s score and the problem&apos;s score.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all units used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays each solution of SOLUTIONS (the contest&apos;s JSON list of {problemId, seed, solution}) on PROBLEM and prints per seed the move score, power score, total, error, units locked, end reason and phrases of power used, then the problem&apos;s score: the sum over its distinct seeds divided by the number of seeds it lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions JSON file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phrase of power; repeat for more. Replaces the contest&apos;s 18.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object per seed (the fields of expected-scores.jsonl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a problem file and a solutions file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a JSON list of solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: entry %2 needs problemId, seed and solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1: move %2, power %3, total %4, units locked %5, %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  phrases: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>problem %1: score %2 (%3 seeds listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a honeycomb command: score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown honeycomb command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no solution for problem %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: entries for other problems skipped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times Less turn generation and the exact final rush on one thread. Positions come from random legal games (seeded) on the Figure 1 board and generated boards 1 to 9: every legal turn sequence of the colour to move is enumerated (and, separately, reduced to distinct results); rushes are solved for each colour at the games&apos; ends and from the start corners (the longest rushes). Best of --repeat runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs; the best is reported (default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 positions from random games on 10 boards, best of %2 on one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  turn generation: %1 turns in %2 s: %3 turns/s, %4 positions/s (all turns of each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  distinct results: %1 in %2 s: %3 positions/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  final rush: %1 solves in %2 s: %3 solves/s, %4 ms mean, %5 ms slowest (%6 states expanded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  rush table (every placement of one colour, Figure 1): built in %1 s, %2 lookups/s (checksum %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 112-digit wall string (default: the task&apos;s Figure 1 board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the generated board of this seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile set file for the generator (default: the built-in set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate without turning the tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --board or --seed, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--board: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns played from the start, in order, separated by blanks or commas (Nil turns are filled in by the rules and may be left out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--play: turn %1 (%2): the game is past its playing phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--play: turn %1 (%2, %3), column %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--colour takes Yellow, Black, White or Red, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final rush (%1 cannot move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final rush (20 turns each played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the legal turns of a colour: by default one turn per distinct resulting position, with --all every sequence of 1 to 3 steps within the budget. The colour is the one to move after --play unless --colour names another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow, Black, White or Red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every sequence, not one per resulting position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; turns of %2 (moving %3&apos;s pieces): %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distinct results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact final rush: the fewest moves for COLOUR&apos;s four pieces, alone on the board, to reach their home corner (steps cost 1 + walls, jumps over an own piece 1), and one way to do it, one step per line as the protocol writes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four squares, e.g. g1,g2,h1,h2 (default: the colour&apos;s start).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the colour with --colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pieces takes four squares, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pieces: &apos;%1&apos; is not a square (a1 to h8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pieces: %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rush: %2 moves (%3 states, %4 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump, cost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws the board: &apos;|&apos; and &apos;#&apos; are single and double walls between columns, &apos;---&apos; and &apos;===&apos; between rows; Y, B, W, R are the pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; moves charged: Yellow+White %2, Black+Red %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints the wall string of a random board: 16 tiles of 2x2 squares drawn from a double set (each tile of the set twice), each in a random quarter turn. The same seed and tile set give the same board everywhere. The built-in set is the task&apos;s Figure 1 board cut into its 16 blocks (resources/less/tiles.txt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile set file (default: the built-in set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not turn the tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown less command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated boards (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seatings per board, 1 to 24 (default 24).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player: bot:LEVEL or a command line (four times).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play all 24 seatings of the four players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each program&apos;s time per game in milliseconds (default 30000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking time per turn of the built-in bots in milliseconds (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every game&apos;s log in this folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One JSON object per game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --player four times (Yellow, Black, White, Red), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--log-dir: cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (player %3): %4 points, %5 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  fault: %1, turn %2, %3: %4 (sent &quot;%5&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>totals over %1 games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  player %1 %2: %3 points in %4 games, %5 faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a less command: moves, rush, show, generate or play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">keiner</translation>
    </message>
    <message>
        <source>goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>immobilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score (game limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name one archive file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: illegal move %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wins by %3%4 after %5 turns (setups included); record: %6 by %7: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not decided on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIFFERS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games agree with the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts the distinct legal moves (distinct resulting positions, the unchanged position excluded) of every position of a file of diagrams: a line with the move number and side (&quot;10w&quot;, &quot;g&quot;) over the framed board, ranks 8 to 1, as in move-count-positions.txt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file of diagrams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name one position file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no position diagrams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position %1 (line %2, %3 to move): %4 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays Arimaa games between two engines speaking AEI (the Arimaa Engine Interface) under a time control M/R/P/L/G/T, as the official match rules define it (for example 0:15/3/100/6/0/2m). Colours alternate game by game: in game 1 the --gold command plays Gold. An engine that crashes, hangs, answers too late or plays an illegal move loses the game (termination f, t or i); a game halted by the limit G is scored (s). Prints each game&apos;s winner, termination, number of moves and the reason of a fault, then each program&apos;s totals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first engine&apos;s command line (Gold in game 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second engine&apos;s command line (Silver in game 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time control M/R/P/L/G/T.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of games (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every game in the official notation, with a header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the games in the arimaa.com archive format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let each engine ponder on its opponent&apos;s time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event named in the records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --%1 CMD, the engine&apos;s command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: an empty command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --tc, the time control (M/R/P/L/G/T, for example 0:15/3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tc %1: column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1: %2 (gold) vs %3 (silver): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %2 after %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (last %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 wins (%3 as gold, %4 as silver), %5 losses, %6 faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown arimaa command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generates and de-duplicates all distinct legal moves of the 32 benchmark positions (clueless_benchmark) of arimaa/move-count-positions.txt on one thread, best of --repeat runs, and checks the total against the file&apos;s counts (2,987,987).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no benchmark positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 benchmark positions, best of %2 on one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  distinct moves: %1 (expected %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  time: %1 s, %2 moves/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking time per position (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark positions besides the opening (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One JSON object per position and line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference at shared/reference, or use --positions 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search bot, %1 ms per position, one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: depth %2, %3 nodes in %4 s, %5 nodes/s, score %6, move %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  all: %1 nodes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solves a range of official tests, checks every answer with the tester&apos;s rules, and keeps the best answer of each seed in the best-scores database (with the settings and the date). Prints each seed&apos;s score against the best before it, then the totals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds: 1-100, 7, or 1-10,20 (default 1-10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per test (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests solved at once (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver&apos;s own random seed (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent annealing runs per test, the best kept (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch takes no file; the tests come from --seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seeds takes ranges such as 1-100 or 1-10,20, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli: the best-scores database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed      score       best before   change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new best (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1 over %2 tests; best kept %3; %4 new bests; %5 invalid; database %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli peaceable gen --seed S [--output FILE]
       playbench-cli peaceable check --seed S ANSWER
       playbench-cli peaceable check INPUT ANSWER
       playbench-cli peaceable solve (--seed S | INPUT) [--time SECONDS] [--iterations N] [--solver-seed N] [--threads N]
       playbench-cli peaceable batch [--seeds 1-100] [--time SECONDS] [--jobs N] [--threads N] [--db FILE]
       playbench-cli peaceable queens --n N [--time SECONDS] [--target K] [--solver-seed N] [--threads N]

  gen    Write the contest&apos;s test of a seed in its input format (byte for byte the
         official tester&apos;s: Java&apos;s SHA1PRNG seeded with S).
  check  Check an answer (the contest&apos;s output format) as the tester does, print every
         fault with its pieces and squares, each player&apos;s total, and on the last line
         the score: the lowest player&apos;s total, -1 when the answer is invalid.
  solve  Place pieces (flood-filled regions, then simulated annealing) and write the
         answer in the contest&apos;s output format; the score goes to standard error.
  batch  Solve a seed range, keep each seed&apos;s best answer in the best-scores database
         (SQLite) and print new bests against old ones.
  queens Classic peaceable queens (OEIS A250000): as many white and black queens on an
         empty N x N board, no queen attacking one of the other colour; prints the board
         (W, B, .) and on the last line the score, min(white, black).

ANSWER or INPUT &apos;-&apos; reads standard input.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed 0 has no test: Java&apos;s SHA1PRNG ignores a seed of 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the official test of a seed in the contest&apos;s input format: N, C, the N*N cells (&apos;.&apos; or &apos;#&apos;) one per line, then the points of king, queen, rook, bishop and knight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test&apos;s seed (not 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the test&apos;s --seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --seed S or an input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks an answer with the official tester&apos;s rules and prints every fault (illegal characters, walls removed or added, illegal owners, attacks between players) with the pieces and squares involved, then each player&apos;s total, then the score alone on the last line (-1 when invalid). Exit status 0 when the answer is valid, 1 when not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check against the official test of this seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test (without --seed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer (&apos;-&apos;: standard input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one answer file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid (N=%1, C=%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>invalid: %n fault(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places pieces for a test and writes the answer in the contest&apos;s output format on standard output; its score, the annealing moves and the region draws go to standard error. The same --solver-seed and --iterations give the same answer everywhere; with only a time limit the answer depends on the machine&apos;s speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve the official test of this seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit in seconds (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after N annealing moves (and ignore --time unless given too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent annealing runs at once, the best kept (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test (without --seed; &apos;-&apos;: standard input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the test once: --seed S or an input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score %1 (%2 moves, %3 region draws)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic peaceable queens (OEIS A250000): places white and black queens on an empty N x N board so that no queen attacks one of the other colour, maximising the smaller army (the Peaceable solver with queens only). Prints the board (W white, B black), each army, when the best was found, and on the last line the score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board&apos;s side (1 to 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop as soon as the score reaches K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens takes no file; give the board&apos;s side with --n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the board&apos;s side: --n N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %1: %2 white, %3 black queens; found after %4 s (%5 moves, %6 threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a peaceable command: gen, check, solve, batch or queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown peaceable command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solves the official Peaceable tests of --seeds one after another on one thread for --time seconds each, scores every answer with the checker and prints the table: score, a public finalist&apos;s score on seeds 1 to 10 and the ratio, moves and region draws, and the totals. Run it on a quiet machine: the scores depend on the machine&apos;s speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds: 1-10, 7, or 1-3,9 (default 1-10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One JSON object per test and line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seeds takes ranges such as 1-10 or 1-3,9, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaceable solver, %1 s per test, one thread, solver seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, finalist %1 (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  seed %1 (%2 x %2, %3 players): score %4%5, %6 M moves, %7 region draws, %8 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  on the seeds with a finalist&apos;s score: %1 against %2 (%3%); below 95%: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers were invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes seconds above 0, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 of %2 done (seating %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 of %2 done (%3): red %4, black %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 of %2 done (game %3): %4; wins: program 1 %5, program 2 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli bench ants [options]
       playbench-cli bench ants-diff [options]
       playbench-cli bench ants-tournament [options]
       playbench-cli bench honeycomb [options]
       playbench-cli bench arimaa [options]
       playbench-cli bench arimaa-bot [options]
       playbench-cli bench less [options]
       playbench-cli bench less-bots [options]
       playbench-cli bench peaceable [options]
Speed figures; &apos;playbench-cli bench ants --help&apos; for the options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays the ICFP 2004 tournament of the 21 valid reference brains (winners/, strong/, simple/ and sample.ant: 210 pairs, both colours) on the first --worlds sample worlds (10: 4,200 games) through the tournament database and runner, and prints the wall time, games per second and the process&apos;s peak memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample worlds, 1 to 10 (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played at once (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants tournament: %1 brains, %2 worlds, %3 games, %4 at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  wall %1 s, %2 games/s, %3 s per game per thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  peak memory %1 MB, database %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  first: %1 with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ICFP 2004 tournament (task section 3.2): every pair of brains plays twice on each world, once as red and once as black; a win scores 2 points, a draw 1. A brain&apos;s name is its file name without .ant. Worlds: the ten sample worlds of the contest (--worlds sample, the default), N contest worlds made by our generator from --world-seed on (the same worlds as &apos;ants generate --seed S&apos;, S+1, ...), or world files (--world, repeated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brain (.ant); give at least two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;sample&apos; for the contest&apos;s ten sample worlds (default), or a number of generated contest worlds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first generated world&apos;s seed (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A world file (repeated), instead of --worlds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games&apos; random seed (default 12345).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest reference data (for the sample worlds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --brain at least twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --worlds or --world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--worlds takes &apos;sample&apos; or a number of worlds from 1 to 10000, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player: bot:random, bot:search or an AEI engine&apos;s command line, with NAME= before it to name it (at least twice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per pair, colours alternating (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time control M/R/P/L/G/T (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play without a clock, each bot or engine thinking this long per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in search bots search this many steps, whatever the clock (same games every run; default 0: by the clock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the built-in bots (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --tc or --untimed-ms, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ranking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable: the points of each row&apos;s player in its games against each column&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tournament: %2 of %3 games finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played at once (default: all cores, %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line on stderr for every finished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament&apos;s database (default GAME-tournament.sqlite here). Running the same command again resumes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament&apos;s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the standings as one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tournament: %2 games, %3 already played; %4 at once; database %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 of %2: %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games (%3%), %4 elapsed, about %5 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped after %1 of %2 games; run the same command again to play the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints the standings of a tournament&apos;s database, finished or not (the standings of the games finished so far).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the tournament&apos;s database with --db</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli tournament GAME [options]   play a contest&apos;s tournament
       playbench-cli tournament show --db FILE   its standings

Games:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Results go into an SQLite database (--db); stop it at any point and run the same command again: only the games not yet played are played. Exit status 3 when interrupted.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a game (ants, less, honeycomb, peaceable, arimaa) or &apos;show&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown tournament &apos;%1&apos;: name a game (ants, less, honeycomb, peaceable, arimaa) or &apos;show&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ICFP 2015 qualifiers: each team&apos;s latest solution per problem and seed is scored; per problem the teams are ranked by the floor of the average over its seeds (ties: more distinct phrases of power), and the overall score is the sum of a team&apos;s problem ranks (smaller is better). The lightning ranking (move scores only) comes beside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team and its solutions files, NAME=FILE[,FILE...], in submission order: a later solution for the same problem and seed replaces an earlier one. A bare FILE[,FILE...] names the team after its first file. Repeat for each team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A problem file, or a folder whose problem files are all played; repeat for more (default: the qualifier problems 0-24 of the reference data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no problem files in this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament honeycomb takes its files with --team and --problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the teams with --team NAME=FILE[,FILE...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--team takes NAME=FILE[,FILE...], not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Less tournament as CodeCup 2017 played it: four players play all 24 seatings on one board, and each set of 24 games gets a newly generated board. With more than four players, each round splits them into groups of four (the others sit the round out) so that everyone plays equally often and meets every other player as evenly as possible; each group plays its sets on boards of its own. A game gives each player the task&apos;s score (0 to 20; a program that crashes, runs out of time or sends an invalid turn scores 0). The standings rank by total points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets of 24 games each group plays in a round, each on a new board (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds of groups (default: the fewest that let everyone play equally often: 1 for 4 or 8 players, 5 for 5, 3 for 6; a number given must be a multiple of it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the draw, the boards (the k-th board is `less generate --seed S+k`&apos;s) and the bots (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --player at least four times, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TCO19 final&apos;s marathon scoring: every solver solves every official test of the seeds; on each test a solver scores its result divided by the best result on that test, summed over the tests (the raw scores are summed beside). A program reads the test on its standard input and writes its answer on its standard output within the time per test; if it crashes, runs out of time or answers wrongly it scores 0 on that test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A solver: &apos;solver&apos; (ours), &apos;solver:threads=2,seed=7&apos; (ours with settings; iterations=N gives it a budget of moves instead of the time, the same answers on every machine), or a program&apos;s command line (&apos;./mine --fast&apos;), run under the tester&apos;s I/O; NAME=SPEC names it. Repeat for each solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds of the tests: 1-100, 7, or 1-10,20 (default 1-10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tournament peaceable takes its solvers with --solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the solvers with --solver SPEC (&apos;solver&apos; is ours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--solver &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays every game of an arimaa.com archive (one game per line, tab-separated columns named by a header line: id, result, termination, movelist...). For each game prints its id, the result and termination we get and whether they agree with the record; a game with an illegal move is reported with that move and the reason. Goals, eliminations and immobilisations come from the rules and are checked against the record; for resignation, time, forfeit and the like the winner is the record&apos;s (either side may resign or lose on time on the other&apos;s turn). Exits with 1 when any game disagrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not decided on the board; winner as recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown stage of the championship &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name an arimaa command: replay, moves, match or wcc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finals of the Arimaa World Computer Championship 2015: floating quad elimination. Engines are given in seed order (the qualifier&apos;s ranking); everyone plays until their fourth loss (--lives), each round paired by the championship&apos;s rules (byes, repeats, loss differences, performance ratings by the Bradley-Terry model, seeds) and coloured by its six colour rules. The last player left is the champion; players tied for second get one more life and play on; third place goes to the most games won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entrant in seed order: an AEI engine&apos;s command line or a built-in bot, with NAME= before it to name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses that eliminate a player (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (gold) - %2 (silver): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>champion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --%1 at least %2 times, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The qualifier of the Arimaa World Computer Championship 2015: every entrant plays every benchmark bot, colours alternating (the entrant has Gold first), up to --games games per bot, and stops against a bot once it has won four in a row. The score is the sum over the bots of the wins in the longest winning streak, at most 4 each; ties are broken by fewer losses before those streaks, then by the earlier completion. The first eight are the finals&apos; seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entrant: an AEI engine&apos;s command line or a built-in bot, with NAME= before it to name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games at most per entrant and benchmark bot (default 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give at least one --engine and one --benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli arimaa replay ARCHIVE [--json]
       playbench-cli arimaa moves POSITION_FILE [--json]
       playbench-cli arimaa match --gold CMD --silver CMD --tc TC [--games N] [--out FILE]
                                  [--archive FILE] [--ponder] [--jobs N] [--json]
       playbench-cli arimaa wcc qualifier --engine [NAME=]SPEC ... --benchmark [NAME=]SPEC ... [--games 20]
       playbench-cli arimaa wcc finals --engine [NAME=]SPEC ... [--tc TC] [--lives 4] [--db FILE] [--json]
       playbench-cli arimaa wcc resume --db FILE --game N --from MOVE [--reason TEXT]

  replay  Replay every game of an arimaa.com archive file (tab-separated columns with a
          header line) and compare our result and termination with the record.
  moves   Count the distinct legal moves of each position of a file of diagrams.
  match   Play games between two AEI engines under a time control, colours alternating.
  wcc qualifier  The championship&apos;s qualifier against benchmark bots (streak scoring).
  wcc finals  The World Computer Championship 2015 finals (floating quad elimination),
          round by round into a tournament database; resumable.
  wcc resume  After a technical failure: a halted or finished game of the database is
          played again from one of its moves, with the clocks of that moment.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a stage of the championship (qualifier or finals) or resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Arimaa round robin: every pair of players meets in N games, colours alternating (the first-listed player of a pair has Gold in the pair&apos;s first game), under a time control M/R/P/L/G/T as the official match rules define it, or untimed with a fixed thinking time per move. A player is a built-in bot (bot:random, bot:search, or bot:search:depth=N with its own search depth) or an AEI engine&apos;s command line. An engine that crashes, hangs, answers too late or plays an illegal move loses the game. One point per win; the standings rank by points, tied players share the rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A benchmark bot, given like an entrant (repeated); bot:search:depth=N is a built-in bot of a fixed strength.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entrant&apos;s gameroom rating, NAME=R (repeated): ranks the entrants that have no counted game, below those that have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rating %1: give NAME=R, R a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical failures in the championship (its rules on technical problems): sets a game of a tournament&apos;s database to be played again from one of its moves, with the clocks (reserves, game time) of that moment. A game halted midway (the tournament was stopped while it was played) resumes; a finished game is invalidated and replayed, unless a game of a later round has been played: then the round&apos;s results stand. The event and the reason are kept in the database and in the game&apos;s record. Run the tournament&apos;s command again to play the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game, numbered as `tournament show` and --verbose number them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first move to play again, e.g. 23g: where the disadvantage first occurred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why, for the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halted at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result invalidated; replayed from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resumed from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical failures:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  game %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 (%2) halted at %3: kept; `playbench-cli arimaa wcc resume` can resume it from one of its moves, else it is played from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays shard I of N of a tournament&apos;s planned games (those whose number is I modulo N) that no shard has played yet, on this machine, and appends each result to the shard&apos;s own file beside the database (DB.shard-I-of-N.jsonl). The database is only read. Run again after a failure: only the shard&apos;s unplayed games are played. `playbench-cli merge` folds the results into the database. SIGINT or SIGTERM stops it (exit status 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament&apos;s database (written by --plan-only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which shard: I of N, from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --db and --shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard %1/%2: %3 games to play (%4 of its %5 played before); results in %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard %1/%2: played %3 games in %4 s (%5 games/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped; run the same command again to play the rest of the shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folds the result files of every shard (DB.shard-*.jsonl, written by `playbench-cli work`) into the tournament&apos;s database, then prints the standings. Results already in the database are left as they are, so merging twice changes nothing. When every planned game is played and the format plans rounds (the Arimaa championship), the next round is planned: play its shards and merge again. The shard files are kept; delete them once the tournament is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged %1 new results from %2 shard files (%3 were in the database already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 halted games kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 broken lines skipped: games cut short, played again by their shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 results of games not in the plan skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planned the next %1 games: play their shards and merge again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch planned: %1 tests in %2; play them with `playbench-cli work --db %2 --shard I/N` or `playbench-cli slurm submit --db %2 --shards N`, `playbench-cli merge --db %2`, then `playbench-cli peaceable batch --from %2`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no peaceable batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 tests solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the batch as a tournament of one solver into this database and stop, to solve it in shards on other machines (playbench-cli work, slurm submit, merge: docs/cluster.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the answers of a batch planned with --plan and played (merged) instead of solving: each is checked again and offered to the best-scores database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --plan or --from, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli: sbatch %1 did not run: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli: sbatch %1 failed (exit status %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submits a planned tournament (`tournament GAME ... --plan-only --db FILE`) to Slurm: a job array of N tasks, each playing one shard (`playbench-cli work --shard I/N`) with its own resources, and a merge job that runs after every task has ended (afterany) and folds their results into the database. The scripts are written beside the database (FILE.slurm-work.sh, FILE.slurm-merge.sh), logs too. Tasks are requeued by Slurm after a node failure or preemption; a task that ran out of time is finished by submitting again: each task plays only its shard&apos;s unplayed games. The database, the programs and every file the tournament reads must be on a path all nodes share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planned tournament&apos;s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Array tasks (shards) to split the games into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cores of each task: games it plays at once (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm partition of both jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit of each task and of the merge job (Slurm&apos;s format).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of each task (Slurm&apos;s format, e.g. 2G).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm account to charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm quality of service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any further #SBATCH option for both jobs, e.g. --sbatch-option=--constraint=avx2 (repeated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli as the nodes run it (default: this program, %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the merge job to end, then print the standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the scripts and the sbatch commands; submit nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --db and --shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli: sbatch not found: run this on a machine that submits Slurm jobs, or use --dry-run to see the scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submitted %1 shards of %2 games (%3 played before) as job array %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merge job %1 runs after it; then: playbench-cli tournament show --db %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name a slurm command: submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli slurm submit --db FILE --shards N [options]
  submit  Play a planned tournament&apos;s shards as a Slurm job array, then merge.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown slurm command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the plan (every game) into the database and stop, to play it in shards on other machines: `playbench-cli work`, `playbench-cli slurm submit` (docs/cluster.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tournament planned: %2 games (%3 already played) in %4; play them with `playbench-cli work --db %4 --shard I/N` for I = 1..N, or `playbench-cli slurm submit --db %4 --shards N`, then `playbench-cli merge --db %4`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Each also takes --jobs N (default: all cores), --db FILE, --json, --verbose and --plan-only.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli ants &lt;command&gt; [options]

Commands:
  run       Play games: --world W --red A --black B; see &apos;ants run --help&apos;.
  check     Check brains and worlds: ants check FILE...
  compile   Compile a brain program (.antl) to a brain: ants compile FILE [-o OUT] [--map].
  generate  Make a random contest world: ants generate [--seed N] [--output FILE].
  diff      Compare dump traces: ants diff A B, or ants diff A --world W --red R --black B.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiles a brain written in the ant brain language (docs/ant-language.md) to an ICFP 2004 brain (.ant) of at most 10,000 states, and prints every error and warning on standard error as file:line:column. Exits 1 if the program has an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brain program (.antl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the brain to OUT instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also give the source map, one line per state: &quot;STATE LINE:COLUMN&quot;, then &quot;call LINE:COLUMN&quot; for a state of an inlined procedure. Written to OUT.map with -o, else printed after the brain as &apos;;&apos; comments, so that the output still loads as a brain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants compile needs a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ants compile takes one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give -o at most once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the brain: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the source map: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name an ants command: run, check, compile, generate or diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the Arimaa search bot for --ms milliseconds on one thread on the standard opening (both sides&apos; standard setups) and the first --positions benchmark positions (clueless_benchmark) of arimaa/move-count-positions.txt, and prints the depth reached (steps), the nodes and nodes per second. With --depth D it searches each position to D steps instead, without a clock, and prints the nodes and the time it took (what a better move order lowers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search to this depth in steps, without a clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search bot, depth %1 per position, one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays two bots of one level (--bot, default search) as a team against two of another (--against, default greedy) on generated boards 1 to N, 24 seatings per board: seating k puts the --bot bots on team k mod 2 (Yellow+White or Black+Red) and gives the four players the bot seeds of permutation k / 2 (rounded down; the permutations of 1..4 in lexicographic order, 0 being 1 2 3 4), so seatings 2j and 2j + 1 deal the same seeds with the teams swapped. Every game ends with the optimal final rush. Prints the --bot team&apos;s average points (of 20) and the time per turn of each level. Runs on one thread per job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s bot: random, greedy, search or mcts (default search).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other team&apos;s bot (default greedy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every bot&apos;s budget per turn in ms (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-cli: --%1 must be random, greedy, search or mcts, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games (%2 boards x %3 seatings), %5 vs %6 (budget %4 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %5 team: %1 points of 20 on average; %2 won, %3 tied, %4 lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  time per turn: %4 %1 ms, %5 %2 ms (%3 s wall)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli less moves [--board STRING | --seed N] [--play TURNS] [--colour C] [--all] [--json]
       playbench-cli less rush [--board STRING | --seed N] --colour C --pieces SQUARES [--json]
       playbench-cli less show [--board STRING | --seed N] [--play TURNS]
       playbench-cli less generate [--seed N] [--tiles FILE] [--no-rotate]
       playbench-cli less play [--board STRING | --seed N] --player CMD (4 times) [--permutations] [--jobs N]
                               [--time-ms MS] [--log-dir DIR] [--json]

  moves     List the legal turns of the colour to move (after --play), with their costs.
  rush      The exact fewest moves for a colour&apos;s four pieces to get home alone.
  show      Draw the board, its walls and the pieces.
  generate  Print a random board&apos;s 112-digit wall string (16 tiles from a double set).
  play      Referee games between programs and built-in bots (bot:random, bot:greedy, bot:search, bot:mcts).

The board is the task&apos;s Figure 1 unless --board or --seed says otherwise.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot that takes over a faulty program&apos;s seat: random, greedy, search or mcts (default random).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1... (%2 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referees Less games as CodeCup 2017 did: each player is a built-in bot (bot:random, bot:greedy, bot:search, bot:mcts) or a program&apos;s command line; programs read the board, their colour and the others&apos; turns on stdin and write their turns on stdout. A program that crashes, runs out of time or sends an invalid turn scores 0 and the judge&apos;s bot plays its seat from there on. --player is given four times, for Yellow, Black, White and Red; --permutations plays all 24 seatings of the four players on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--judge takes random, greedy, search or mcts, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-cli &lt;game&gt; &lt;command&gt; [options]
       playbench-cli bench &lt;game&gt; [options]
       playbench-cli tournament &lt;game&gt; [options] | tournament show --db FILE
       playbench-cli work --db FILE --shard I/N | merge --db FILE | slurm submit --db FILE --shards N

Playbench&apos;s engines from the command line.

Games and commands:
  ants run       Play ICFP 2004 ant games and print the end state (food, ants, winner).
  ants check     Check ant brains (.ant) and worlds (.world) and print every problem.
  ants compile   Compile a brain program (.antl, docs/ant-language.md) to a .ant brain.
  ants generate  Write a random contest world (task section 3.1) for a seed.
  ants diff      Find the first round and cell where two dump traces differ, or a dump
                 and a fresh simulation (--world, --red, --black).
  honeycomb score  Score ICFP 2015 Honeycomb solutions on a problem (per seed and
                 the problem&apos;s score).
  less moves     List the legal Less (CodeCup 2017) turns of a colour with their costs.
  less rush      The exact fewest moves of a colour&apos;s final rush, and one way to do it.
  less show      Draw a Less board with its walls and pieces.
  less generate  Print a random Less board&apos;s wall string (16 tiles, seedable).
  arimaa replay  Replay the games of an arimaa.com archive and check each result and
                 termination against the record.
  arimaa moves   Count the distinct legal Arimaa moves of each position of a diagram file.
  arimaa match   Play Arimaa games between two AEI engines under a time control
                 (colours alternating) and write the games in the official notation.
  peaceable gen  Write the official Peaceable pieces (TCO19 final) test of a seed.
  peaceable check  Check and score a Peaceable answer as the contest&apos;s tester does.
  peaceable solve  Place Peaceable pieces for a test (regions + annealing, time limit).
  peaceable batch  Solve a seed range and keep the best answers in an SQLite table.
  peaceable queens  Classic peaceable queens: two colours of queens on an empty n x n board.
  tournament GAME  Run a contest&apos;s tournament (ants, less, honeycomb, peaceable, arimaa)
                 on all cores into an SQLite database; resumable.
  tournament show  The standings of a tournament&apos;s database.
  work           Play one shard of a planned tournament (tournament ... --plan-only) into
                 its own result file, on any machine (docs/cluster.md).
  merge          Fold the shards&apos; result files into the tournament&apos;s database.
  slurm submit   Play a planned tournament&apos;s shards as a Slurm job array, then merge.
  bench ants     Time full 100,000-round ant games.
  bench ants-diff  Time comparing dump traces (the contest&apos;s dump, mapped and live).
  bench ants-tournament  Play the 4,200-game tournament of the reference brains.
  bench honeycomb  Time scoring the contest&apos;s Honeycomb solutions.
  bench less     Time Less turn generation and final-rush solving.
  bench less-bots  Play two bot levels as teams (e.g. the tree search against greedy).
  bench arimaa   Time generating every distinct Arimaa move of 32 benchmark positions.
  bench arimaa-bot  The Arimaa search bot&apos;s depth and nodes per second in a fixed time.
  bench peaceable  Solve Peaceable seeds 1-10 on one thread; scores against a finalist&apos;s.

Options:
  -h, --help     Show this help; &apos;playbench-cli ants run --help&apos; shows a command&apos;s.
  -v, --version  Show the version.
  --program-memory-mb N  Before the game&apos;s name: the writable memory each external
                 program (Less programs, AEI engines, solver programs) may use, in MB
                 (default 4096, 0 for no limit; also PLAYBENCH_PROGRAM_MEMORY_MB).
  --program-output-mb N  Before the game&apos;s name: the most output a program may write
                 over its life, stdout and stderr together, in MB; past it the program
                 is stopped and judged as crashed (default 256, 0 for no limit; also
                 PLAYBENCH_PROGRAM_OUTPUT_MB).

Exit status: 0 on success, 1 on bad input (a broken file, a game that stopped on an
error, traces that differ), 2 on bad usage.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a number of MB from 0 (no limit) to 1048576, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player: bot:random, bot:greedy, bot:search, bot:mcts or a program&apos;s command line, with NAME= before it to name it (at least four times).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandPanel</name>
    <message>
        <source>No commands yet. Turn on hand play and type the contest&apos;s letters to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#d01010&apos;&gt;Error:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %L1: not a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %L1: ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %L1: &apos;%2&apos; = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phrase of power: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrosstableModel</name>
    <message>
        <source>%1 against %2: %3 points to %4</source>
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
        <source>Honeycomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arimaa</source>
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
    <message>
        <source>Ant brains on a hex world: watch and step through games of the exact contest simulator, edit brains, follow food and population graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay and score command strings with phrases of power, or play units by hand and save the solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-player walls and jumps on an 8x8 board: play against bots and programs, replay game logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the built-in bot or AEI engines with clocks, moves by dragging; replay game records.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished">Spiel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoneycombGame</name>
    <message>
        <source>invalid command &apos;%1&apos; at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command %1 at character %2 brings the unit back to a position it held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command at character %1 comes after the game ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed is not one of the problem&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoneycombProblem</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the problem must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;id&apos; is missing or not a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;width&apos; is missing or not an integer from 1 to 10000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;height&apos; is missing or not an integer from 1 to 10000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;sourceLength&apos; is missing or not a non-negative integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;sourceSeeds&apos; is missing or not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sourceSeeds[%1] is not an integer from 0 to 4294967295</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;filled&apos; is missing or not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filled[%1] is not a cell {&quot;x&quot;: int, &quot;y&quot;: int}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filled[%1] (%2, %3) is off the %4 x %5 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;units&apos; is missing, not a list or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units[%1] is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units[%1]: &apos;pivot&apos; is missing or not a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units[%1]: &apos;members&apos; is missing, not a list or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units[%1].members[%2] is not a cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units[%1].members[%2] (%3, %4) is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HoneycombSolutions</name>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error: a solutions file is a JSON list of {problemId, seed, solution}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error: entry %2 needs a problemId, a seed (0 to 4294967295) and a solution string (and a tag, if any, is a string)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessBoard</name>
    <message>
        <source>wall string: character %1 is %2; expected 0, 1 or 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall string: %1 digits; expected %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessBoardView</name>
    <message>
        <source>%1J</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessGameLog</name>
    <message>
        <source>expected a quoted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\x needs two hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown escape \%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quoted text does not end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Less game log (it starts with &apos;less-game 1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown log version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second board line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a result before the board line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown line &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a colour (Yellow, Black, White or Red)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board line must come first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start lines must come before the turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a square (a1 to h8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pieces on one square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a colour has four pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Nil only once its team is home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;turn %1 Nil&apos; first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn after the playing phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is %1&apos;s turn, not %2&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the turn number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected crash, timeout, invalid or rush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rush outside the final rush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the number of moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one step per word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rush does not bring %1 home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rush costs %1 moves, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the score (0 to 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no board line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player line for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results for a game that is not over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result line for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the log says score %2 and %3 moves; the replay gives %4 and %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessGenerator</name>
    <message>
        <source>%1:%2:%3: error: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a wall digit (0, 1 or 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 12 digits; a tile has 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 digits; a tile has 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 tiles; a set needs at least %3 (its double set must hold the 16 a board takes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessPosition</name>
    <message>
        <source>empty turn; expected 1 to 3 moves such as h1f1:g1g3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 3 moves in a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 is cut short; expected a square such as h1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square (a1 to h8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;:&apos; between moves or the end of the turn, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn has 1 to 3 moves, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team is home already; nothing is left to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece on %1 is %2; %3 moves its own pieces until they are home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the piece on %1 is %2; %3 is home and moves %4&apos;s pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump needs a piece on %1 to jump over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump may not cross a wall (%1 to %2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 is neither a step to a neighbouring square nor a jump over one piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs %1 but only %2 of the turn&apos;s %3 are left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is not in its playing phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessReferee</name>
    <message>
        <source>no turn within its time (%1 ms for the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty line (a turn needs 1 to 3 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the final rush did not end within its time (%1 ms for the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program ended before its pieces were home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one rush step per line or per &apos;:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 rush steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty player command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown bot &apos;%1&apos; (bot:random, bot:greedy, bot:search or bot:mcts)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessRush</name>
    <message>
        <source>rush move %1 (%2): no %3 piece on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rush move %1 (%2): not a step or a jump over one of the own pieces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineProcess</name>
    <message>
        <source>could not start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program ended (exit code %1) before answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program wrote more than %1 MB of output (the limit: playbench-cli --program-output-mb, or PLAYBENCH_PROGRAM_OUTPUT_MB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Peaceable</name>
    <message>
        <source>line %1: the input ends before %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2 must be a whole number from %3 to %4, not &apos;%5&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: the input ends inside the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: a cell must be &apos;.&apos; or &apos;#&apos;, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: unexpected text after the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line 1: the answer must start with its number of elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line 1: a negative number of elements (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: the answer ends after %2 of its %3 elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: an empty line (each element is the line&apos;s first character)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer has %1 elements, not 2*N*N = %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PeaceableChecker</name>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1 has the illegal character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wall at %1 was removed (found %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall was added at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 has the illegal owner %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of player %2 at %3 attacks %4 of player %5 at %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayIcfp2015</name>
    <message>
        <source>Usage: play_icfp2015 -f FILE [-f FILE]... [-t SECONDS] [-m MEGABYTES] [-c CORES]
                     [-p PHRASE]... [-r RUNS] [-v]

Solves ICFP 2015 Honeycomb problems and prints the JSON list of solutions
(problemId, seed, tag, solution), one per problem and seed.

  -f FILE     a problem (JSON); may be repeated
  -t SECONDS  time limit for the whole run; the output is printed before it
  -m MB       memory limit (the solver needs a few megabytes; accepted, not used)
  -c CORES    threads to use (default 1)
  -p PHRASE   a phrase of power to weave in; may be repeated
  -r RUNS     games to play per seed with varied heuristics, keeping the best
              (default: as many as -t allows, or 1 without -t)
  -v          print each game&apos;s and each problem&apos;s score on the standard error
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play_icfp2015: %1 needs a positive number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play_icfp2015: give at least one problem with -f FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play_icfp2015: phrase &apos;%1&apos; has a character that is no command; it is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>problem %1 seed %2: game %3 scores %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play_icfp2015: problem %1 seed %2: %3; the solution is cut before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>problem %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total: %1 (%2 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaybenchArimaaEngine</name>
    <message>
        <source>Usage: playbench-arimaa-engine [--level random|search] [--seed N]

An Arimaa engine speaking AEI (the Arimaa Engine Interface) on stdin/stdout.

  --level L   random: a random legal move; search: alpha-beta search (default)
  --seed N    the bot&apos;s seed (default 1)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-arimaa-engine: --level must be random or search, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-arimaa-engine: --seed needs a number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaybenchLessBot</name>
    <message>
        <source>expected the wall line, found the end of the input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the colour, found the end of the input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected Yellow, Black, White or Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a turn, `Nil`, `Move` or `Quit`, found the end of the input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected `Move` or `Quit` (the playing phase is over), found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turn for %1, but %2 is to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-less-bot: line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-less-bot: line %1 &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-less-bot: --seed needs a number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-less-bot: --budget-ms must be 1 to 30000, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-less-bot: give the level with --level N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: playbench-less-bot --level N [--seed S] [--budget-ms M]

Plays Less (CodeCup 2017) on stdin/stdout with the contest&apos;s dialogue.

  --level N      1 random, 2 greedy, 3 search, 4 mcts (the strongest)
  --seed S       the bot&apos;s seed (default 1); the same seed plays the same game
  --budget-ms M  thinking time per turn at most (default 1100; level 4: an even
                 share of the game&apos;s time); the whole game stays within 28 s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playbench-less-bot: --level must be 1 to 4, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PointsPlot</name>
    <message>
        <source>Games finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgramOptions</name>
    <message>
        <source>%1: unknown option &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsView</name>
    <message>
        <source>Round / game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lives left after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 (playing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total (move + power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows cleared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shard</name>
    <message>
        <source>&apos;%1&apos; is not a shard: give I/N with 1 &lt;= I &lt;= N &lt;= %2, e.g. 2/8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShardFile</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsPlot</name>
    <message>
        <source>Food on hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ants alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Red: food on hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: food on hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: food carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: food carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: ants alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: ants alive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepControls</name>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset to round 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step one round back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go %L1 rounds back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step one round forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go %L1 rounds forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the last computed round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a round to go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round shown; type a round and press Enter to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 round/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 rounds/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds per second while playing (%1 slower, %2 faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds computed: %L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/ %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/ %1</source>
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
    <name>Tournament</name>
    <message>
        <source>%1 (red) vs %2 (black) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, food %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw, food %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stopped early: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ant tournament&apos;s seed or rounds are out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brain %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>world %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ant tournament needs at least two brains and one world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playbench round robin, game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (gold) vs %2 (silver), game %3 of the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) wins by %3 after %4 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings are not an Arimaa tournament&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a round robin needs at least 2 players, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a time control or a thinking time per move of an untimed game, one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time control %1: column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings give no phrases of power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: problem %2 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament has no problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two teams are named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament has no teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on problem %2 (seeds: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score %1 (moves %2), phrases of power: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, errors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, seeds without a solution: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, set %2, group %3, seating %4: %5 (board %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 (%2) faulted: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings are not a Less tournament&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Less tournament needs at least 4 players, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1 players the rounds must be a multiple of %2, so that everyone plays equally often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flooded its output (over %1 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran out of time (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings give no time per test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seeds must be whole numbers above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament has no tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a solver has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two solvers are named &apos;%1&apos;; name them with NAME=SPEC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solver %1 is neither our solver nor a program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament has no solvers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tester rejects the answer: %1 (faults: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score %1 in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>our solver takes threads=1..64, seed=N and iterations=N, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a solver: &apos;solver&apos;, &apos;solver:threads=2,seed=7&apos; or a program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no program &apos;%1&apos; to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings name no game Playbench knows (&apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setting &apos;%1&apos; must be a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every player needs a name of its own (&apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player &apos;%1&apos; has no spec (a bot or a program)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: %2 (gold) vs %3 (silver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the championship&apos;s finals take 2 to %1 players, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the qualifier needs at least one entrant and one benchmark bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratings: %1 is not an entrant with a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the judge is random, greedy, search or mcts, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote more than %1 MB of output (the limit: playbench-cli --program-output-mb, or PLAYBENCH_PROGRAM_OUTPUT_MB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentDb</name>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Playbench tournament database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds another tournament (its %2 differ); give another --db to start a new one, or the same settings and files to resume it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is being played by another process (%2, pid %3 on %4); wait for it, or stop it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: games after game %2 have been played; its result stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: there is no game %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TournamentResume</name>
    <message>
        <source>%1: the qualifier counts games decided by technical failures as they ended (its rules); only finals and round robin games are resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only Arimaa games can be resumed, not %2 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: there is no game %2 (the plan has %3 so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: round %2 has started, so the results of round %3 stand (the championship&apos;s rule on technical problems)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: game %2 has been neither played nor halted; it is played from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: game %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1&apos;s result is invalidated; it will be replayed from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 will resume from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with reserves Gold %1, Silver %2 and game time %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; round %1 will be paired again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. Play the tournament again to play it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WccRemedy</name>
    <message>
        <source>the game began from a position; only games from the setups can be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record&apos;s move %1 does not replay: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a move of this game to play again (it can go on from 1g to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result keeps the clock of %1 moves, not of the %2 before %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorldView</name>
    <message>
        <source>&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;Sand: clear ground; dark grey: rock; pink cells: red&apos;s anthill; grey cells: black&apos;s anthill.&lt;br&gt;Green: food, darker for more (the amount is written when zoomed in).&lt;br&gt;Ants: red or black triangles pointing where the ant faces; a green dot: carrying food.&lt;br&gt;Markers: &lt;span style=&apos;color:#f07810&apos;&gt;orange&lt;/span&gt; for red&apos;s, &lt;span style=&apos;color:#3058e0&apos;&gt;blue&lt;/span&gt; for black&apos;s. Zoomed out: a tint on the top half (red) or bottom half (black) of the cell, stronger for more bits. Zoomed in: six squares, bit 0 on the left, filled when set (red&apos;s row above the centre, black&apos;s below).&lt;br&gt;Wheel or +/-: zoom; 0 or F: fit; drag: pan; click: select a cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel: zoom, drag: pan, F: fit, click: select. Colours: Help &gt; Guide to This Workspace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Playbench: a workbench for classic programming-contest games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure seek time and GUI-thread blocking in the Ants workspace, print the figures and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two ant dump traces: --compare A --compare B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compare takes two dumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the built-in sample of GAME (ants, honeycomb, less).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure GUI-thread blocking with the five workspaces open, an Ants tournament on all cores and a 100,000-round ant game playing; print the figures and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long --load-benchmark measures (default 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worlds (.world), brains (.ant, or .antl in the brain language), Honeycomb problems and solutions (.json) to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui</name>
    <message>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys of the menus and of the workspace in front. A workspace&apos;s keys answer while the focus is inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Honeycomb (ICFP 2015)&lt;/h2&gt;&lt;p&gt;Units fall onto a hexagonal board; a solution is a string of commands that moves and turns them. Points come from cleared rows and phrases of power.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Replay&lt;/b&gt;: pick a solution in the Entry box and step through it like any replay (Space, Left/Right, Home/End); the score graph shows points against the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hand play&lt;/b&gt;: move the unit with the keys shown on the play buttons, undo and redo moves; the entry is kept as a solution you can save.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt;: the Honeycomb menu runs the built-in solver on a worker thread and adds its solution as a new entry. File &amp;gt; Save writes a solutions file in the contest&apos;s format.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Arimaa (WCC 2015)&lt;/h2&gt;&lt;p&gt;Chess pieces played by other rules: up to four steps a turn, pushes and pulls, freezing and traps. A rabbit reaching the far row wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Setup&lt;/b&gt;: drag one piece onto another to swap them, then Confirm Setup (Enter). &lt;b&gt;Moves&lt;/b&gt;: drag a piece one step (or click it, then its destination); a push is two drags, the enemy piece first. Backspace undoes a step, Enter finishes the turn, Ctrl+Z takes back a move, Ctrl+F flips the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Players and clocks&lt;/b&gt;: each side is you, a built-in bot or an AEI engine, under a time control; the evaluation graph follows the game. &lt;b&gt;Records&lt;/b&gt;: File &amp;gt; Open replays a game record or an arimaa.com archive move by move.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Peaceable pieces (TCO19 final)&lt;/h2&gt;&lt;p&gt;Place chess pieces for several players on a board so that no piece attacks a piece of another player; the score is the lowest player&apos;s total.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tests&lt;/b&gt;: a seed and Generate make the official test; File &amp;gt; Open reads a test input. &lt;b&gt;Editing&lt;/b&gt;: choose a piece and a player, left-click a cell to put it, right-click to remove it; Ctrl+Z and Ctrl+Shift+Z undo and redo. The bars, the score and the list of conflicts follow every edit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve (F5)&lt;/b&gt; runs the solver for the time chosen and plots its score over time; Stop keeps the best found. The best-scores table lists the best answers kept; double-click one to open that seed with it. Peaceable &amp;gt; Save Answer As writes the contest&apos;s output format.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tournaments&lt;/h2&gt;&lt;p&gt;Brains, bots and programs play each other under a contest&apos;s own ranking, on all cores, into a database that can be resumed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Setup&lt;/b&gt;: choose the game, add players and settings, choose the database file, then Start. &lt;b&gt;Running&lt;/b&gt;: the standings, crosstable and points plot fill in live; Cancel stops and the database keeps every game played. Open any game from the games list in its own workspace.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the board&apos;s proportions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole board, drawn at this size (an SVG drawing scales further).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Ants (ICFP 2004)&lt;/h2&gt;&lt;p&gt;Two ant colonies, each run by a brain (a finite state machine), gather food on a hexagonal world for 100,000 rounds. Here you watch a game round by round, edit the brains and compare traces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watching&lt;/b&gt;: Space plays and pauses; Left/Right step one round, with Shift 10, Ctrl 100, Ctrl+Shift 1000; Home and End go to the first and last computed round; Ctrl+J jumps to a round. Wheel zooms the board, dragging pans, F fits. Hover or click a cell to inspect its food, markers and ant. The graphs under the board show food and ants against the round; click them to jump there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Brains&lt;/b&gt;: the Red brain and Black brain tabs are editors with the parser&apos;s errors as you type; Ctrl+R restarts the game with the edited brains.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The brain language&lt;/b&gt;: a brain can also be written in Playbench&apos;s small structured language (.antl files: labels, if, while, loop, procedures), compiled to the state machine as you type, with errors at their line and column. Ants &amp;gt; New Brain in the Language starts one from a sample forager; the margin then shows source lines, the heat column sums the states of each line, Ctrl+click on a label goes to its definition, and the Cell tab shows an ant&apos;s state and source line. Ants &amp;gt; Save Compiled Brain As writes the .ant, as &lt;tt&gt;playbench-cli ants compile&lt;/tt&gt; does. The language, its statements and the states they make are described in &lt;b&gt;docs/ant-language.md&lt;/b&gt; in Playbench&apos;s source.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Worlds and dumps&lt;/b&gt;: the Ants menu makes a new random contest world (seeded), saves worlds, brains and dumps; File &amp;gt; Compare Ant Dumps shows two traces side by side and finds where they part.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Less (CodeCup 2017)&lt;/h2&gt;&lt;p&gt;Four colours, two teams (Yellow and White against Black and Red), move their pieces across an 8x8 board of walls to the opposite corner. Each turn has 3 moves; crossing a wall costs more. The team that used fewer moves wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing a turn&lt;/b&gt;: click one of your pieces; its steps and jumps are marked with their cost. Click a target to make the step; Backspace takes a step back, Esc clears the turn, Enter plays it. Ctrl+Z undoes your last turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Players&lt;/b&gt;: each colour is you, a bot (random, greedy, search or tree search, the strongest) or a CodeCup program. &lt;b&gt;Replays&lt;/b&gt;: File &amp;gt; Open takes a game log to step through; the figures show the moves charged and the projected score from the exact final rush.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playbench&lt;/h2&gt;&lt;p&gt;Open a sample of a game from the start page, or a file of any of the five games with File &amp;gt; Open. Each open game is a tab; its own menu sits between File and Help. Help &amp;gt; Keyboard Shortcuts lists the keys of the workspace in front.&lt;/p&gt;&lt;p&gt;Unsaved work (edited brains, hand-played solutions, games in progress, answers) is autosaved every few seconds; after a crash the next start offers to restore it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::AntsDocument</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red markers</source>
        <translation>Rote Markierungen</translation>
    </message>
    <message>
        <source>Black markers</source>
        <translation>Schwarze Markierungen</translation>
    </message>
    <message>
        <source>Show or hide all markers of this colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marker %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole world (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>Restart with this brain</source>
        <translation>Mit diesem Gehirn neu starten</translation>
    </message>
    <message>
        <source>Start the game again with the brains as they are in the editors (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red brain</source>
        <translation>Rotes Gehirn</translation>
    </message>
    <message>
        <source>Black brain</source>
        <translation>Schwarzes Gehirn</translation>
    </message>
    <message>
        <source>Seed of the contest&apos;s random number generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Restart game</source>
        <translation>Spiel neu starten</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The %1 brain has errors; the game starts once they are fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game started: %1 against %2, seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2
Red (%3): %4 food, %5 ants
Black (%6): %7 food, %8 ants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>world of seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ants: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save brain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save %1 brain as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant brains (*.ant);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save world as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant worlds (*.world);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open brain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load %1 as the red or the black brain?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 brain has unsaved changes. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest&apos;s dump format, one block per round (%1 rounds computed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the dump...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dump cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved rounds %1 to %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New random world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generated world is not saved. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the world (the same seed gives the same world):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated a contest world from seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Random World...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;World As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Red &amp;Brain As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Black B&amp;rain As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Dump...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a generated world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare a dump with this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare a Dump with This Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant dumps (*.txt *.dump *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosaved workspace has no brains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brain language (*.antl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not an ants file (.world, .ant or .antl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 brain is not in the brain language: it is already a state machine (Save Brain As).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 brain has errors; fix them to export it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved the compiled %1 brain (%n states) as %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save compiled brain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the compiled %1 brain as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New brain in the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the red or the black brain with a new brain in the ant brain language?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Brain in the &amp;Language...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a brain in the ant brain language from the sample forager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Com&amp;piled Brain As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the .ant state machine compiled from the brain in the language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::AntsTournamentForm</name>
    <message>
        <source>Add...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brains (each pair plays twice on every world, once with each colour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worlds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest&apos;s ten sample worlds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest worlds from our generator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> worlds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first seed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds per game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sample0.world to sample9.world in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Not found: the sample worlds are looked for in %1 (set PLAYBENCH_REFERENCE to the contest reference data). Generate worlds or choose world files instead.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add brains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant brains (*.ant);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add worlds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant worlds (*.world);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least two brains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sample worlds are not in %1; set PLAYBENCH_REFERENCE to the contest reference data, or generate worlds or choose world files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one world file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::ArimaaDocument</name>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>immobilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score at the game limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AEI engine...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AEI Engine for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine&apos;s command line (it speaks AEI on stdin/stdout):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">keiner</translation>
    </message>
    <message>
        <source>0:30/5/100/10 (quick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0/5 (five minutes each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2m/6m/100/0/8h/6m (WCC 2015 finals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M/R/P/L/G/T: move time, reserve, percent of unused time added, reserve limit, game limit (or turns with t), turn limit. Applies from the next new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control %1 from the next new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Back Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm setup (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish turn (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score for Gold (centi-rabbits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arimaa: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arimaa: game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arimaa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control &quot;%1&quot;, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is thinking... %3 s%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, depth %1, score %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move has at most four steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay; start a New Game to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s pieces stay on its two home ranks during the setup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step goes to a square next to the piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back a move; %1 to play %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Arimaa Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arimaa-game.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arimaa games (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no games in the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (Gold) vs %3 (Silver), %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Arimaa Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished">Spiel:</translation>
    </message>
    <message>
        <source>%1 game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded result: %1 wins (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no moves (lines such as &quot;1g Ra1 ...&quot;) in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: move %3 (%4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying %1: %2 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 sets up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay, move %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps: %1 of 4%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) played %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played an illegal move at %2: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ran out of time at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 forfeits at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game limit was reached: scored by the pieces left (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: Gold sets up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step taken back; %1 of 4 steps made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sets up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps cleared; %1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material for Gold (centi-rabbits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: the empty board (moves 1g to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a piece onto another to swap them, then confirm the setup (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosaved move %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n move(s); %1 to play %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::ArimaaTournamentForm</name>
    <message>
        <source>Players (built-in bots or AEI engines; every pair meets, colours alternating)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per pair:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untimed, per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in search bots search this many steps whatever the clock: the same games every run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot search depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the bots:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control %1: column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World Computer Championship 2015: qualifier (against benchmark bots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World Computer Championship 2015: finals (floating quad elimination)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark bots (every entrant plays each of them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses that eliminate a player (the championship: four)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lives:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M/R/P/L/G/T as the official match rules write it, e.g. 0:02/0:30; the championship played 2m/6m/100/0/8h/6m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrants (built-in bots or AEI engines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrants in seed order, 2 to 20 (the qualifier&apos;s ranking; Move Up and Move Down reorder them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games at most per benchmark bot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one entrant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finals take 2 to 20 entrants, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one benchmark bot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::Document</name>
    <message>
        <source>%1 keeps nothing to restore</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::DumpCompareDocument</name>
    <message>
        <source>The traces are identical over every round they share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other round differs in that direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First divergence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first round in which the traces differ (Ctrl+Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous round in which the traces differ (Ctrl+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next round in which the traces differ (Ctrl+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexing %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 x %3 world and %4 a %5 x %6 one: they cannot be compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 x %3 world, the game&apos;s is %4 x %5: they cannot be compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: %1 (simulated now, seed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare traces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: open a second trace with File &gt; Compare Dumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Divergence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Differing Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Differing Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit &amp;World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is not in %2 (yet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;... and %1 more cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: not (yet) in trace B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: the simulation is still being computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: the traces agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n cell(s) differ.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the first divergence...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the next differing round...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::HoneycombDocument</name>
    <message>
        <source>Replaying the solution (%L1 characters)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry of the solutions file shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Eintrag:</translation>
    </message>
    <message>
        <source>Honeycomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of the unit source: one of the problem&apos;s seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Star&amp;twert:</translation>
    </message>
    <message>
        <source>&amp;Hand Play</source>
        <translation>&amp;Handspiel</translation>
    </message>
    <message>
        <source>Play commands with the keyboard on the board (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Back to Last Spawn</source>
        <translation>&amp;Zurück zum letzten Erscheinen</translation>
    </message>
    <message>
        <source>Remove the current unit&apos;s commands, back to where it spawned (Ctrl+Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One command back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One command forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 commands back (Shift+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 commands forward (Shift+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 commands back (Ctrl+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 commands forward (Ctrl+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,000 commands back (Ctrl+Shift+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,000 commands forward (Ctrl+Shift+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the last command (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a command number to go to (Ctrl+J)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands played; type a number and press Enter to go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command</source>
        <translation>&amp;Befehl</translation>
    </message>
    <message>
        <source>%L1 commands/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous &amp;Unit</source>
        <translation>Vorige &amp;Einheit</translation>
    </message>
    <message>
        <source>Back to where the previous unit spawned (Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Unit</source>
        <translation>&amp;Nächste Einheit</translation>
    </message>
    <message>
        <source>Forward to the next lock (Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown command</source>
        <translation>Gezeigter Befehl</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Move score:</source>
        <translation>Zugpunkte:</translation>
    </message>
    <message>
        <source>Power score:</source>
        <translation>Machtwortpunkte:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Summe:</translation>
    </message>
    <message>
        <source>Lines cleared:</source>
        <translation>Gelöschte Reihen:</translation>
    </message>
    <message>
        <source>Units locked:</source>
        <translation>Festgesetzte Einheiten:</translation>
    </message>
    <message>
        <source>Units left:</source>
        <translation>Verbleibende Einheiten:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Contest score:</source>
        <translation>Wettbewerbspunkte:</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>The score the contest gives the whole solution: move + power score, 0 if it has an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move score + power score of the text up to the shown command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand play&lt;/b&gt; (click the board first): W: p &apos; ! . 0 3 or Left; E: b c e f y 2 or Right; SW: a g h i j 4 or Down; SE: l m n o 5 space or Page Down; CW: d q r v z 1 or Up; CCW: k s t u w x or Page Up. Typing at an earlier command replaces the rest. Undo Ctrl+Z, redo Ctrl+Shift+Z, back to the unit&apos;s spawn Ctrl+Backspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where is problem %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honeycomb problems (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is problem %2, not problem %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the solutions list is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: problem %2 was not found next to the file or in the reference problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem %1 was not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem %1&lt;/b&gt;: %2 × %3, %4 unit shapes, %5 units per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the problem)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: problem %2, seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This solution scores 0: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + 1 in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit is in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over: all units used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over: the next unit cannot spawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped by the error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (the solution has an error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Hand play: type commands on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still replaying; try again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed is not one of the problem&apos;s; pick another seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1 would bring the unit back to a position it held (the contest would score 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Locked; %n row(s) cleared</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; (ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back to the last spawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the spawn of unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sample, problem %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>problem %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honeycomb: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honeycomb solutions (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the solution is still being replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: neither a Honeycomb problem (an object with units, width and sourceSeeds) nor a solutions list (objects with problemId and solution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Honeycomb</source>
        <translation>&amp;Honeycomb</translation>
    </message>
    <message>
        <source>Open &amp;Problem or Solutions...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Honeycomb file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honeycomb files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Solutions &amp;As...</source>
        <translation>Lösungen speichern &amp;unter...</translation>
    </message>
    <message numerus="yes">
        <source>Scoring with %n phrase(s) of power</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Phrases of Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One phrase per line (matched without regard to case). The contest scored with 18; its final round used others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Contest&apos;s 18</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no problem and no solution to save yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;hrases of Power...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Command…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the solver play the shown problem and seed for a time you choose (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the solver; the best game so far is kept (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver is already running; Esc cancels it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver plays problem %1 with seed %2 and the current phrases of power (%3), game after game with varied weights, and keeps the best game. Its solution becomes a new entry (unsaved). Esc stops it early and keeps the best game so far; nothing changes if the first game has not ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a problem first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1 is not one of problem %2&apos;s seeds; pick another seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving problem %1, seed %2 for %3 s...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling; the best game so far will be kept...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver stopped: the problem changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving problem %1, seed %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first game in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games played: %L1, best score: %L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc cancels and keeps the best game so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver cancelled before its first game ended; nothing changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver: score %L1 (games played: %L2); the solution is entry %3 (not saved yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— the time ran out before the game ended: a budget of more seconds plays it to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— cancelled: the best game so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autosave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::HoneycombTournamentForm</name>
    <message>
        <source>Teams (each with its solutions files in submission order: a later solution for a problem and seed replaces an earlier one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Team...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The qualifier problems 0 to 24</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honeycomb problems (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phrases of power: the contest&apos;s 18.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Not found in %1 (set PLAYBENCH_REFERENCE to the contest reference data), or choose problem files.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team&apos;s solutions files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one problem file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::LessDocument</name>
    <message>
        <source>Figure 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (team %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow+White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black+Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot thinking time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip Rush Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pasted board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Less Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seed (a number) to generate the board from the tiles, or a 112-digit wall string:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over; start a new one (New Game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is played by a bot; wait for its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team is home: confirm the turn (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece on %1 put down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn has at most 3 steps: confirm it (Enter) or undo a step (Backspace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 costs %3 but only %4 of the turn&apos;s 3 moves are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 to %3 costs %4; %5 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a step or a jump from %2 (a step goes to a neighbouring empty square, a jump over one piece to the empty square behind it, with no wall in the way).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of the %1 pieces first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is a %1 piece; %2 moves its own pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is a %1 piece; %2 is home and moves %3 pieces now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing left of this turn: confirm it (Enter) or undo a step (Backspace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece on %1 cannot move with %2 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece on %1: click a marked square (its cost is shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step to undo in this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step undone; %1 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not a person&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make at least one step before confirming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No turn of a person to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to %1&apos;s turn %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final rush: %1, %2 of %3 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3 to move (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final rush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves left this turn: %1 of %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves charged: Yellow %1, White %2 (team %3); Black %4, Red %5 (team %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: Yellow+White %1, Black+Red %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 turns each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every piece home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow+White win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black+Red win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 to %3 (%4; final rush: %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the final rush...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the rush...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>program %1, replaced by the judge&apos;s bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>program %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Less Game Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less-game.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less game logs (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the game log %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: turn %2 cannot be replayed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: final rush and result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No faults in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faults: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: start of the game (%1 turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: turn %1 of %2: %3&apos;s turn %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s program was stopped; %2 plays its seat from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is played by %2; the game starts again so that the program sees every turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program&apos;s command line (arguments allowed). It is started for each game and speaks the CodeCup 2017 dialogue on stdin and stdout, with %1 s for the game. If it crashes, runs out of time or sends an invalid turn, it scores 0 and the judge&apos;s bot plays its seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Less Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in bots are chosen in the seat&apos;s list, not here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program has to see the game from its first turn, so this game starts again on the same board. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turn %2, %3: &quot;%4&quot; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s program failed (%2); it scores 0 and the judge&apos;s bot plays its seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s program is thinking... %2 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay; start a New Game to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns cannot be undone in a game with a program: it cannot take its turns back. Start a new game instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) played %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: Yellow %1, White %2, Black %3, Red %4 (a program with a fault scores 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final rush: the programs send their rushes, the judge finds everyone else&apos;s fewest moves home...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s program is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither a seed nor a board: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: a draw, %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 win, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn cleared; %1 to move: click a piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected moves (charged + exact rushes): Yellow+White %1, Black+Red %2; that scores Yellow+White %3, Black+Red %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected moves (charged + rushes by lower bound): Yellow+White %1, Black+Red %2; that scores Yellow+White %3, Black+Red %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosaved board: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosaved game has turns after its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosaved turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n turn(s); the greedy bot plays the programs&apos; seats.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n turn(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bot: tree search (strongest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final rush: %1 is already home</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::LessMovesPlot</name>
    <message>
        <source>Yellow+White charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black+Red charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow+White projected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black+Red projected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round (four turns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::LessTournamentForm</name>
    <message>
        <source>Players (four or more: groups of four play all 24 seatings on each board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fewest for equal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds of groups; a number given must be a multiple of the fewest that let everyone play equally often (1 for 4 or 8 players, 5 for 5, 3 for 6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets of 24 games each group plays in a round, each on a newly generated board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets per round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (draw, boards, bots):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program time per game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot time per turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge (takes a faulty seat):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least four players.</source>
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
        <translation>Start</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Playbench</source>
        <translation>&amp;Über Playbench</translation>
    </message>
    <message>
        <source>About Playbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playbench %1&lt;/h3&gt;&lt;p&gt;A workbench for five classic programming-contest games: Ants (ICFP 2004), Honeycomb (ICFP 2015), Less (CodeCup 2017), Arimaa (WCC 2015) and Peaceable pieces (TCO19).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Export Image...</source>
        <translation>Bild &amp;exportieren...</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished">Spiel:</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Playbench does not know this kind of file yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Playbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Compare Ant &amp;Dumps...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ant dumps (*.txt *.dump *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: first dump (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: second dump (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare dumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a JSON file Playbench does not know (not a Honeycomb problem or solutions list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament (any game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guide to This Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guide: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of %1 and %2  (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game this version does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playbench files (*.world *.ant *.antl *.json *.txt *.in *.sqlite *.db);;Ant worlds (*.world);;Ant brains (*.ant);;Ant brains in the brain language (*.antl);;Honeycomb problems and solutions (*.json);;Less game logs (*.txt);;Arimaa games and archives (*.txt);;Peaceable tests (*.in);;Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::PeaceableDocument</name>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workspace solve --time %1 --threads %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best for seed %1: %2 (was %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver finished: score %1 after %2 s (%3 moves tried, %4 region draws).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored answer of seed %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1: the best answer kept, score %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished">Startwert:</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent solver runs at once; the best is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished">&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished">&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaceable: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Peaceable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Answer...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers (*.out *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Answer As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %1, %2 players, %3 walls; points K %4, Q %5, R %6, B %7, N %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed %1: the official test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the answer&apos;s walls differ from the test&apos;s; the test&apos;s are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: score %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed_%1.out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer.out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1,%2) is a wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of player %2 at (%3,%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove (%1,%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving for %1 s...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping the solver; the best placement found stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid. Score %1 (the lowest player). Players %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid (score -1): %1 conflicts. Players %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
... and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer of %1 has unsaved changes. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left click on the board: put the chosen piece; right click: remove a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double click a row: open the seed with its best answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosaved test: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the autosaved answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the unsaved answer: score %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::PeaceableTournamentForm</name>
    <message>
        <source>Add Our Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver (ours with settings, or a program command line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvers (ours with settings, or programs under the tester&apos;s input and output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Official tests, seeds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per test:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solver %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last seed comes before the first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::PlayerList</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player (bot or program command line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Program...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::RestoreDialog</name>
    <message>
        <source>Restore Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playbench did not quit normally last time. This work had not been saved; it was autosaved and can be restored:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished">Spiel</translation>
    </message>
    <message>
        <source>Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored documents open as unsaved. Discard deletes the autosaved copies; Later asks again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::ResumeGameDialog</name>
    <message>
        <source>Resume a Game From a Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a technical failure (the championship&apos;s rules): the game goes on, or is replayed, from the move where the disadvantage first occurred, with the clocks of that moment. A finished game&apos;s result is invalidated. Once a game of the next round has been played, a round&apos;s results stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first move to play again, e.g. 23g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. the game server did not receive Gold&apos;s move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first move to play again, e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of this tournament can be resumed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the first move to play again (e.g. 23g).</source>
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
        <translation>Beispiel öffnen</translation>
    </message>
    <message>
        <source>Coming</source>
        <translation>Kommt bald</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tournaments&lt;/b&gt;&lt;br&gt;Brains, bots and programs against each other under a contest&apos;s own ranking, on all cores, kept in a database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Files&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a world, brain, problem, solutions file, game log, record, test or tournament database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent&lt;/b&gt; (double-click or Enter to open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files yet. Files you open or save are listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help &gt; Guide to This Workspace explains the workspace in front; Help &gt; Keyboard Shortcuts lists every key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::TournamentDocument</name>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tournament is running in this workspace; cancel it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament running: %1 games at once, database %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All worlds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board of seed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a tournament database (it has no tournament settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the standings to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a finished game in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 is not finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games of a %1 tournament do not open in a workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 cannot be set up from the tournament&apos;s settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened game %1: %2 (%3); step through any round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database keeps no record of game %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Selected Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Standings...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played at once when resuming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop now; the finished games are kept and Resume plays the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up another tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points of each row&apos;s player against each column&apos;s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games (double-click one to open it in its workspace):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the running tournament first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, about %1 left, %2 games/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stopping...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: complete in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: stopped; Resume plays the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arimaa World Computer Championship 2015: finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arimaa World Computer Championship 2015: qualifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 players: %3 &amp;nbsp; &lt;span style=&apos;color:gray&apos;&gt;%4&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the tournament first: games are resumed while it is not being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a Game From a Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of this tournament can be resumed now: none is finished in the last round played, and none was halted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: halted at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume Game From a &amp;Move...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a technical failure: play a halted or finished game again from one of its moves, with the clocks of that moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round&apos;s games and bye; lives left and ratings after the round. Double-click a game to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark Bots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::gui::TournamentSetup</name>
    <message>
        <source>&lt;h2&gt;New tournament&lt;/h2&gt;Every game is kept in an SQLite database as it finishes: stop at any time and resume later, or open the database with File &gt; Open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished">Spiel:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An existing database of the same tournament is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played at once (this computer has %1 cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Database...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished">Start</translation>
    </message>
    <message>
        <source>Tournament database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the database file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pb::views::SourceBrain</name>
    <message>
        <source>no state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>states %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>states %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>states %1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
