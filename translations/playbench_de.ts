<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AntBrain</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>an instruction (%1)</source>
        <translation>eine Anweisung (%1)</translation>
    </message>
    <message>
        <source>a sense direction (%1)</source>
        <translation>eine Sense-Richtung (%1)</translation>
    </message>
    <message>
        <source>a condition (%1)</source>
        <translation>eine Bedingung (%1)</translation>
    </message>
    <message>
        <source>a turn direction (Left or Right)</source>
        <translation>eine Drehrichtung (Left oder Right)</translation>
    </message>
    <message>
        <source>a positive number for Flip (1 or more)</source>
        <translation>eine positive Zahl für Flip (1 oder mehr)</translation>
    </message>
    <message>
        <source>the end of the line or a ';' comment</source>
        <translation>das Zeilenende oder ein ';'-Kommentar</translation>
    </message>
    <message>
        <source>a state number (0 to 9999)</source>
        <translation>eine Zustandsnummer (0 bis 9999)</translation>
    </message>
    <message>
        <source>a marker number (0 to 5)</source>
        <translation>eine Markierungsnummer (0 bis 5)</translation>
    </message>
    <message>
        <source>the end of the line</source>
        <translation>das Zeilenende</translation>
    </message>
    <message>
        <source>found %1, expected %2</source>
        <translation>%1 gefunden, erwartet: %2</translation>
    </message>
    <message>
        <source>too many states: a brain has at most %1</source>
        <translation>zu viele Zustände: ein Gehirn hat höchstens %1</translation>
    </message>
    <message>
        <source>the brain has no states: it needs at least state 0</source>
        <translation>das Gehirn hat keine Zustände: es braucht mindestens Zustand 0</translation>
    </message>
    <message>
        <source>state %1 jumps to state %2, past the last state %3; an ant that gets there stops the game</source>
        <translation>Zustand %1 springt zu Zustand %2, hinter den letzten Zustand %3; eine Ameise, die dorthin gelangt, beendet die Partie</translation>
    </message>
</context>
<context>
    <name>AntDumpDiff</name>
    <message>
        <source>the worlds differ in size: %1 is %2 x %3 cells, %4 is %5 x %6</source>
        <translation>die Welten sind verschieden groß: %1 hat %2 x %3 Zellen, %4 hat %5 x %6</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>die Partie</translation>
    </message>
    <message>
        <source>the game stopped before round %1: %2</source>
        <translation>die Partie endete vor Runde %1: %2</translation>
    </message>
    <message>
        <source>the game cannot be played on to round %1</source>
        <translation>die Partie kann nicht bis Runde %1 weitergespielt werden</translation>
    </message>
</context>
<context>
    <name>AntDumpFile</name>
    <message>
        <source>the file ends in the middle of a line (truncated?): '%1'</source>
        <translation>die Datei endet mitten in einer Zeile (abgeschnitten?): '%1'</translation>
    </message>
    <message>
        <source>not a cell line: '%1'</source>
        <translation>keine Zellenzeile: '%1'</translation>
    </message>
    <message>
        <source>round %1 has more than %2 cell lines</source>
        <translation>Runde %1 hat mehr als %2 Zellenzeilen</translation>
    </message>
    <message>
        <source>expected cell (%1, %2) here, found '%3'</source>
        <translation>hier wurde Zelle (%1, %2) erwartet, gefunden: '%3'</translation>
    </message>
    <message>
        <source>round %1 is cut short: %2 of %3 cell lines (truncated file?)</source>
        <translation>Runde %1 ist unvollständig: %2 von %3 Zellenzeilen (abgeschnittene Datei?)</translation>
    </message>
    <message>
        <source>round %1 has %2 cell lines instead of %3</source>
        <translation>Runde %1 hat %2 Zellenzeilen statt %3</translation>
    </message>
    <message>
        <source>not part of any round: '%1'</source>
        <translation>gehört zu keiner Runde: '%1'</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot open for reading: %2</source>
        <translation>%1: kann nicht zum Lesen geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read the seed: '%1'</source>
        <translation>der Startwert kann nicht gelesen werden: '%1'</translation>
    </message>
    <message>
        <source>no 'random seed:' line at the start; the seed is taken as 0</source>
        <translation>keine Zeile 'random seed:' am Anfang; als Startwert wird 0 angenommen</translation>
    </message>
    <message>
        <source>%1:%2: no round in the file</source>
        <translation>%1:%2: keine Runde in der Datei</translation>
    </message>
    <message>
        <source>%1:%2: round %3 has no cell lines</source>
        <translation>%1:%2: Runde %3 hat keine Zellenzeilen</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>cannot read the food in '%1'</source>
        <translation>das Futter in '%1' kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the markers in '%1'</source>
        <translation>die Markierungen in '%1' können nicht gelesen werden</translation>
    </message>
    <message>
        <source>unexpected '%1' in '%2'</source>
        <translation>unerwartetes '%1' in '%2'</translation>
    </message>
    <message>
        <source>cannot read the ant in '%1'</source>
        <translation>die Ameise in '%1' kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>AntGame</name>
    <message>
        <source>round %1: %2 ant %3 entered state %4, which its brain does not have; the game stops here</source>
        <translation>Runde %1: Ameise %3 (%2) hat Zustand %4 erreicht, den ihr Gehirn nicht hat; die Partie endet hier</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
</context>
<context>
    <name>AntLanguage</name>
    <message>
        <source>'%1' is already declared at line %2</source>
        <translation>'%1' ist bereits in Zeile %2 deklariert</translation>
    </message>
    <message>
        <source>the parameter '%1' is given twice</source>
        <translation>der Parameter '%1' ist doppelt angegeben</translation>
    </message>
    <message>
        <source>procedure '%1' never returns: it neither reaches its end nor has a return, so the statements after its calls are unreachable</source>
        <translation>Prozedur '%1' kehrt nie zurück: sie erreicht weder ihr Ende noch ein return, daher sind die Statements nach ihren Aufrufen unerreichbar</translation>
    </message>
    <message>
        <source>procedure '%1' is never called</source>
        <translation>Prozedur '%1' wird nie aufgerufen</translation>
    </message>
    <message>
        <source>unreachable code: the statement before never goes on to it</source>
        <translation>unerreichbarer Code: das vorige Statement geht nie hierher weiter</translation>
    </message>
    <message>
        <source>the program has no statements: an ant needs at least one instruction (procedures run only where they are called)</source>
        <translation>das Programm hat keine Statements: eine Ameise braucht mindestens eine Anweisung (Prozeduren laufen nur dort, wo sie aufgerufen werden)</translation>
    </message>
    <message>
        <source>the program makes no instruction: an ant needs at least one state</source>
        <translation>das Programm erzeugt keine Anweisung: eine Ameise braucht mindestens einen Zustand</translation>
    </message>
    <message>
        <source>%1 (in procedure '%2', called at line %3)</source>
        <translation>%1 (in Prozedur '%2', aufgerufen in Zeile %3)</translation>
    </message>
    <message>
        <source>nested too deeply (a constant defined in terms of itself, or more than %1 levels of calls and expressions)</source>
        <translation>zu tief verschachtelt (eine durch sich selbst definierte Konstante oder mehr als %1 Ebenen von Aufrufen und Ausdrücken)</translation>
    </message>
    <message>
        <source>the program is too much work to compile (more than %1 steps)</source>
        <translation>das Programm ist zu aufwendig zu kompilieren (mehr als %1 Schritte)</translation>
    </message>
    <message>
        <source>this loop or jump comes back to itself without any instruction: an ant is always in a state, so a loop needs at least one instruction</source>
        <translation>diese Schleife oder dieser Sprung kehrt ohne jede Anweisung zu sich selbst zurück: eine Ameise ist immer in einem Zustand, daher braucht eine Schleife mindestens eine Anweisung</translation>
    </message>
    <message>
        <source>the state budget is exceeded here: a brain has at most %1 states</source>
        <translation>das Zustandsbudget ist hier überschritten: ein Gehirn hat höchstens %1 Zustände</translation>
    </message>
    <message>
        <source>'%1' stands for itself (a constant or parameter defined in terms of itself)</source>
        <translation>'%1' steht für sich selbst (eine durch sich selbst definierte Konstante oder ein solcher Parameter)</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>die Zahl ist zu groß</translation>
    </message>
    <message>
        <source>unknown name '%1': expected a number</source>
        <translation>unbekannter Name '%1': Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 muss zwischen %2 und %3 liegen, nicht %4</translation>
    </message>
    <message>
        <source>unknown name '%1': expected %2</source>
        <translation>unbekannter Name '%1': erwartet: %2</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet: %1</translation>
    </message>
    <message>
        <source>unknown label '%1'</source>
        <translation>unbekannte Sprungmarke '%1'</translation>
    </message>
    <message>
        <source>'%1' is not a label</source>
        <translation>'%1' ist keine Sprungmarke</translation>
    </message>
    <message>
        <source>'%1' stands for itself</source>
        <translation>'%1' steht für sich selbst</translation>
    </message>
    <message>
        <source>the label '%1' is defined twice</source>
        <translation>die Sprungmarke '%1' ist doppelt definiert</translation>
    </message>
    <message>
        <source>flip's number</source>
        <translation>die Zahl von flip</translation>
    </message>
    <message>
        <source>a sense direction (here, ahead, leftahead or rightahead)</source>
        <translation>eine Sense-Richtung (here, ahead, leftahead oder rightahead)</translation>
    </message>
    <message>
        <source>unknown name '%1': expected a condition</source>
        <translation>unbekannter Name '%1': Bedingung erwartet</translation>
    </message>
    <message>
        <source>expected a condition: arithmetic after 'flip' or 'marker' applies to the condition; put the number in brackets, as in flip (A / 2) or marker (X + 2)</source>
        <translation>Bedingung erwartet: Arithmetik nach 'flip' oder 'marker' bezieht sich auf die Bedingung; setzen Sie die Zahl in Klammern, wie in flip (A / 2) oder marker (X + 2)</translation>
    </message>
    <message>
        <source>expected a condition (sense, flip, move, pickup, true, false, or a combination with &amp;&amp;, || and !)</source>
        <translation>Bedingung erwartet (sense, flip, move, pickup, true, false oder eine Verknüpfung mit &amp;&amp;, || und !)</translation>
    </message>
    <message>
        <source>a marker</source>
        <translation>eine Markierung</translation>
    </message>
    <message>
        <source>expected a sense condition (friend, foe, friendwithfood, foewithfood, food, rock, marker N, foemarker, home or foehome)</source>
        <translation>Sense-Bedingung erwartet (friend, foe, friendwithfood, foewithfood, food, rock, marker N, foemarker, home oder foehome)</translation>
    </message>
    <message>
        <source>a turn direction (left or right)</source>
        <translation>eine Drehrichtung (left oder right)</translation>
    </message>
    <message>
        <source>'break' outside a loop</source>
        <translation>'break' außerhalb einer Schleife</translation>
    </message>
    <message>
        <source>'continue' outside a loop</source>
        <translation>'continue' außerhalb einer Schleife</translation>
    </message>
    <message>
        <source>'return' outside a procedure</source>
        <translation>'return' außerhalb einer Prozedur</translation>
    </message>
    <message>
        <source>unknown procedure '%1'</source>
        <translation>unbekannte Prozedur '%1'</translation>
    </message>
    <message numerus="yes">
        <source>procedure '%1' takes %n parameter(s)</source>
        <translation>
            <numerusform>Prozedur '%1' hat %n Parameter</numerusform>
            <numerusform>Prozedur '%1' hat %n Parameter</numerusform>
        </translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation>, nicht %1</translation>
    </message>
    <message>
        <source>procedure '%1' calls itself: procedures are inlined at each call, so they cannot recurse (use a label and goto)</source>
        <translation>Prozedur '%1' ruft sich selbst auf: Prozeduren werden bei jedem Aufruf eingesetzt und können daher nicht rekursiv sein (verwenden Sie eine Sprungmarke und goto)</translation>
    </message>
    <message>
        <source>too many procedure calls (more than %1 in all)</source>
        <translation>zu viele Prozeduraufrufe (insgesamt mehr als %1)</translation>
    </message>
    <message>
        <source>the number is too large (at most %1)</source>
        <translation>die Zahl ist zu groß (höchstens %1)</translation>
    </message>
    <message>
        <source>the comment is not closed ('*/' missing)</source>
        <translation>der Kommentar ist nicht geschlossen ('*/' fehlt)</translation>
    </message>
    <message>
        <source>a statement or a declaration</source>
        <translation>ein Statement oder eine Deklaration</translation>
    </message>
    <message>
        <source>'%1'</source>
        <translation>'%1'</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>das Dateiende</translation>
    </message>
    <message>
        <source>found %1, expected %2</source>
        <translation>%1 gefunden, erwartet: %2</translation>
    </message>
    <message>
        <source>less nesting (at most %1 levels)</source>
        <translation>weniger Verschachtelung (höchstens %1 Ebenen)</translation>
    </message>
    <message>
        <source>the constant's name</source>
        <translation>der Name der Konstante</translation>
    </message>
    <message>
        <source>the procedure's name</source>
        <translation>der Name der Prozedur</translation>
    </message>
    <message>
        <source>a parameter name</source>
        <translation>ein Parametername</translation>
    </message>
    <message>
        <source>'{' (the procedure's body)</source>
        <translation>'{' (der Rumpf der Prozedur)</translation>
    </message>
    <message>
        <source>'}'</source>
        <translation>'}'</translation>
    </message>
    <message>
        <source>a label after 'else'</source>
        <translation>eine Sprungmarke nach 'else'</translation>
    </message>
    <message>
        <source>a statement</source>
        <translation>ein Statement</translation>
    </message>
    <message>
        <source>a label after 'goto'</source>
        <translation>eine Sprungmarke nach 'goto'</translation>
    </message>
    <message>
        <source>':' (a label) or '(' (a procedure call) after the name</source>
        <translation>':' (eine Sprungmarke) oder '(' (ein Prozeduraufruf) nach dem Namen</translation>
    </message>
    <message>
        <source>a value or a condition</source>
        <translation>ein Wert oder eine Bedingung</translation>
    </message>
    <message>
        <source>out parameter '%1' of procedure '%2' takes a new label's name</source>
        <translation>der out-Parameter '%1' der Prozedur '%2' verlangt den Namen einer neuen Sprungmarke</translation>
    </message>
    <message>
        <source>'%1' is a parameter or a constant: out parameter '%2' of procedure '%3' takes a new label's name</source>
        <translation>'%1' ist ein Parameter oder eine Konstante: der out-Parameter '%2' der Prozedur '%3' verlangt den Namen einer neuen Sprungmarke</translation>
    </message>
    <message>
        <source>out parameter '%1' is defined twice: a call gives its caller one label</source>
        <translation>der out-Parameter '%1' ist doppelt definiert: ein Aufruf gibt seinem Aufrufer eine Sprungmarke</translation>
    </message>
    <message>
        <source>procedure '%1' does not define its out parameter '%2' (a label '%2:' in its body)</source>
        <translation>die Prozedur '%1' definiert ihren out-Parameter '%2' nicht (eine Sprungmarke '%2:' in ihrem Rumpf)</translation>
    </message>
    <message>
        <source>the program makes more than %1 states here, unreachable ones included: a brain has at most %2</source>
        <translation>das Programm erzeugt hier mehr als %1 Zustände, unerreichbare mitgezählt: ein Gehirn hat höchstens %2</translation>
    </message>
</context>
<context>
    <name>AntResult</name>
    <message>
        <source>red wins</source>
        <translation>Rot gewinnt</translation>
    </message>
    <message>
        <source>black wins</source>
        <translation>Schwarz gewinnt</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1 (seed %2, %3 rounds)
  red   %4: %5 food on the hill, %6 ants alive
  black %7: %8 food on the hill, %9 ants alive
  %10</source>
        <translation>%1 (Startwert %2, %3 Runden)
  Rot     %4: %5 Futter auf dem Hügel, %6 Ameisen am Leben
  Schwarz %7: %8 Futter auf dem Hügel, %9 Ameisen am Leben
  %10</translation>
    </message>
</context>
<context>
    <name>AntWorld</name>
    <message>
        <source>the width</source>
        <translation>die Breite</translation>
    </message>
    <message>
        <source>the height</source>
        <translation>die Höhe</translation>
    </message>
    <message>
        <source>found the end of the file, expected %1 (a number from 1 to %2)</source>
        <translation>Dateiende gefunden, erwartet: %1 (eine Zahl von 1 bis %2)</translation>
    </message>
    <message>
        <source>found '%1', expected %2 (a number from 1 to %3)</source>
        <translation>'%1' gefunden, erwartet: %2 (eine Zahl von 1 bis %3)</translation>
    </message>
    <message>
        <source>found the end of the file, expected row %1 of %2</source>
        <translation>Dateiende gefunden, erwartet: Zeile %1 von %2</translation>
    </message>
    <message>
        <source>row %1 has more than %2 cells: found '%3' after the last cell</source>
        <translation>Zeile %1 hat mehr als %2 Zellen: '%3' nach der letzten Zelle gefunden</translation>
    </message>
    <message>
        <source>found '%1', expected a cell: # rock, . clear, + red hill, - black hill or 1 to 9 food</source>
        <translation>'%1' gefunden, erwartet: eine Zelle: # Fels, . frei, + roter Hügel, - schwarzer Hügel oder 1 bis 9 Futter</translation>
    </message>
    <message>
        <source>found '%1', expected a space between cells</source>
        <translation>'%1' gefunden, erwartet: ein Leerzeichen zwischen Zellen</translation>
    </message>
    <message>
        <source>row %1 has %2 cells, expected %3</source>
        <translation>Zeile %1 hat %2 Zellen, erwartet: %3</translation>
    </message>
    <message>
        <source>found more rows than the height %1 allows</source>
        <translation>mehr Zeilen gefunden, als die Höhe %1 erlaubt</translation>
    </message>
</context>
<context>
    <name>AntWorldGen</name>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>red anthill</source>
        <translation>Ameisenhügel (rot)</translation>
    </message>
    <message>
        <source>black anthill</source>
        <translation>Ameisenhügel (schwarz)</translation>
    </message>
    <message>
        <source>the world is %1 x %2 cells, expected 100 x 100</source>
        <translation>die Welt hat %1 x %2 Zellen, erwartet: 100 x 100</translation>
    </message>
    <message>
        <source>the world has no room inside its perimeter or its cells do not match its size</source>
        <translation>die Welt hat innerhalb ihres Randes keinen Platz, oder ihre Zellen passen nicht zu ihrer Größe</translation>
    </message>
    <message numerus="yes">
        <source>%n perimeter cell(s) not rock, the first at %1</source>
        <translation>
            <numerusform>%n Randzelle ist kein Fels, die erste bei %1</numerusform>
            <numerusform>%n Randzellen sind kein Fels, die erste bei %1</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no %1</source>
        <translation>es gibt keinen %1</translation>
    </message>
    <message>
        <source>the %1 has %2 cells, expected a hexagon of side 6 (91 cells)</source>
        <translation>der %1 hat %2 Zellen, erwartet: ein Sechseck der Seitenlänge 6 (91 Zellen)</translation>
    </message>
    <message>
        <source>the %1 is not a hexagon of side 6</source>
        <translation>der %1 ist kein Sechseck der Seitenlänge 6</translation>
    </message>
    <message>
        <source>the red and black anthills touch at %1 and %2, expected at least one empty cell between them</source>
        <translation>der rote und der schwarze Ameisenhügel berühren sich bei %1 und %2, erwartet: mindestens eine leere Zelle dazwischen</translation>
    </message>
    <message>
        <source>rock at %1 touches the %2 at %3, expected at least one empty cell between them</source>
        <translation>Fels bei %1 berührt den %2 bei %3, erwartet: mindestens eine leere Zelle dazwischen</translation>
    </message>
    <message>
        <source>rock at %1 touches the rocky perimeter at %2, expected at least one empty cell between them</source>
        <translation>Fels bei %1 berührt den felsigen Rand bei %2, erwartet: mindestens eine leere Zelle dazwischen</translation>
    </message>
    <message>
        <source>there is no rock inside the perimeter, expected ten rocks</source>
        <translation>innerhalb des Randes gibt es keinen Fels, erwartet: zehn Felsen</translation>
    </message>
    <message>
        <source>the rock inside the perimeter is in %1 pieces more than one empty cell apart, expected ten rocks</source>
        <translation>der Fels innerhalb des Randes besteht aus %1 Stücken, die mehr als eine leere Zelle auseinanderliegen, erwartet: zehn Felsen</translation>
    </message>
    <message numerus="yes">
        <source>%n food cell(s) not holding 5 food, the first at %1 holds %2</source>
        <translation>
            <numerusform>%n Futterzelle enthält nicht 5 Futter, die erste bei %1 enthält %2</numerusform>
            <numerusform>%n Futterzellen enthalten nicht 5 Futter, die erste bei %1 enthält %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) with food on rock or an anthill (elements overlap), the first at %1</source>
        <translation>
            <numerusform>%n Zelle mit Futter auf Fels oder einem Ameisenhügel (Elemente überlappen), die erste bei %1</numerusform>
            <numerusform>%n Zellen mit Futter auf Fels oder einem Ameisenhügel (Elemente überlappen), die erste bei %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the food at %1 (%n cell(s)) is not made of 3 x 4 blobs</source>
        <translation>
            <numerusform>das Futter bei %1 (%n Zelle) besteht nicht aus 3-x-4-Flecken</numerusform>
            <numerusform>das Futter bei %1 (%n Zellen) besteht nicht aus 3-x-4-Flecken</numerusform>
        </translation>
    </message>
    <message>
        <source>found %1 food blobs, expected 8</source>
        <translation>%1 Futterflecken gefunden, erwartet: 8</translation>
    </message>
</context>
<context>
    <name>ArimaaAei</name>
    <message>
        <source>the engine is not running</source>
        <translation>die Engine läuft nicht</translation>
    </message>
    <message>
        <source>the engine crashed</source>
        <translation>die Engine ist abgestürzt</translation>
    </message>
    <message>
        <source> (in the opening phase)</source>
        <translation> (in der Eröffnungsphase)</translation>
    </message>
    <message>
        <source>no bestmove within %1 ms (nor %2 ms after stop)</source>
        <translation>kein bestmove innerhalb von %1 ms (auch nicht %2 ms nach stop)</translation>
    </message>
    <message>
        <source> while thinking</source>
        <translation> beim Nachdenken</translation>
    </message>
    <message>
        <source>bestmove without a move</source>
        <translation>bestmove ohne Zug</translation>
    </message>
    <message>
        <source> while pondering</source>
        <translation> beim Pondern</translation>
    </message>
    <message>
        <source>the engine exited: %1</source>
        <translation>die Engine wurde beendet: %1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>no %1 within %2 ms of %3</source>
        <translation>kein %1 innerhalb von %2 ms nach %3</translation>
    </message>
</context>
<context>
    <name>ArimaaGame</name>
    <message>
        <source>step %1 (%2): %3</source>
        <translation>Schritt %1 (%2): %3</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>keine Figur auf %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2</source>
        <translation>die Figur auf %1 ist %2</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>%1 ist nicht leer</translation>
    </message>
    <message>
        <source>the piece is frozen</source>
        <translation>die Figur ist eingefroren</translation>
    </message>
    <message>
        <source>a rabbit cannot step backward</source>
        <translation>ein Kaninchen kann nicht rückwärts gehen</translation>
    </message>
    <message>
        <source>an enemy piece moves without a push or pull completing it</source>
        <translation>eine gegnerische Figur bewegt sich, ohne dass ein Schieben oder Ziehen sie vervollständigt</translation>
    </message>
    <message>
        <source>no such piece to push with</source>
        <translation>keine solche Figur zum Schieben</translation>
    </message>
    <message>
        <source>only a stronger piece can push</source>
        <translation>nur eine stärkere Figur kann schieben</translation>
    </message>
    <message>
        <source>the pushing piece is frozen</source>
        <translation>die schiebende Figur ist eingefroren</translation>
    </message>
    <message>
        <source>a move needs at least one step</source>
        <translation>ein Zug braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>%1 steps; a move has at most 4</source>
        <translation>%1 Schritte; ein Zug hat höchstens 4</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>the move is labelled %1%2 but %3 is to play</source>
        <translation>der Zug ist als %1%2 bezeichnet, aber %3 ist am Zug</translation>
    </message>
    <message>
        <source>no move to take back</source>
        <translation>kein Zug zum Zurücknehmen</translation>
    </message>
    <message>
        <source>an empty move</source>
        <translation>ein leerer Zug</translation>
    </message>
    <message>
        <source>a setup after the setup moves</source>
        <translation>eine Aufstellung nach den Aufstellungszügen</translation>
    </message>
    <message>
        <source>%1: not a piece of the side setting up</source>
        <translation>%1: keine Figur der aufstellenden Seite</translation>
    </message>
    <message>
        <source>%1: outside the two home ranks</source>
        <translation>%1: außerhalb der beiden Grundreihen</translation>
    </message>
    <message>
        <source>%1: the square is taken</source>
        <translation>%1: das Feld ist besetzt</translation>
    </message>
    <message>
        <source>a setup places 8 rabbits, 2 cats, 2 dogs, 2 horses, a camel and an elephant</source>
        <translation>eine Aufstellung setzt 8 Kaninchen, 2 Katzen, 2 Hunde, 2 Pferde, ein Kamel und einen Elefanten</translation>
    </message>
    <message>
        <source>the side to move must set up its pieces first</source>
        <translation>die Seite am Zug muss zuerst ihre Figuren aufstellen</translation>
    </message>
    <message>
        <source>the move does not change the position</source>
        <translation>der Zug verändert die Stellung nicht</translation>
    </message>
    <message>
        <source>the capture tokens do not match the captures (%1)</source>
        <translation>die Schlagmarken passen nicht zu den geschlagenen Figuren (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>the move repeats a position for the third time</source>
        <translation>der Zug wiederholt eine Stellung zum dritten Mal</translation>
    </message>
    <message>
        <source>an empty move before the end of the game</source>
        <translation>ein leerer Zug vor dem Ende der Partie</translation>
    </message>
    <message>
        <source>%1%2 resigns, but %3 is to play</source>
        <translation>%1%2 gibt auf, aber %3 ist am Zug</translation>
    </message>
</context>
<context>
    <name>ArimaaMatch</name>
    <message>
        <source>%1 engine: %2</source>
        <translation>Engine %1: %2</translation>
    </message>
    <message>
        <source>the game time limit G (%1) ran out during move %2</source>
        <translation>das Partielimit G (%1) ist während Zug %2 abgelaufen</translation>
    </message>
    <message>
        <source>took %1 ms; %2 ms were allowed</source>
        <translation>brauchte %1 ms; erlaubt waren %2 ms</translation>
    </message>
    <message>
        <source>took %1 ms; the turn limit T is %2 ms</source>
        <translation>brauchte %1 ms; das Zuglimit T beträgt %2 ms</translation>
    </message>
    <message>
        <source>not a move: %1</source>
        <translation>kein Zug: %1</translation>
    </message>
    <message>
        <source>an engine may not take back or pass</source>
        <translation>eine Engine darf nicht zurücknehmen oder passen</translation>
    </message>
    <message>
        <source>both sides made the %1 turns of the game limit G</source>
        <translation>beide Seiten haben die %1 Züge des Partielimits G gespielt</translation>
    </message>
    <message>
        <source>the game time limit G (%1) ran out</source>
        <translation>das Partielimit G (%1) ist abgelaufen</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>kein regelgerechter Zug</translation>
    </message>
</context>
<context>
    <name>ArimaaSession</name>
    <message>
        <source>no move within %1 ms</source>
        <translation>kein Zug innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>an empty engine command</source>
        <translation>ein leerer Engine-Befehl</translation>
    </message>
    <message>
        <source>while pondering: %1</source>
        <translation>beim Pondern: %1</translation>
    </message>
    <message>
        <source>unknown bot '%1' (bot:random, bot:search or bot:search:depth=N)</source>
        <translation>unbekannter Bot '%1' (bot:random, bot:search oder bot:search:depth=N)</translation>
    </message>
    <message>
        <source>bot '%1': '%2' is not a setting (depth=N, N from 1 to 64)</source>
        <translation>Bot '%1': '%2' ist keine Einstellung (depth=N, N von 1 bis 64)</translation>
    </message>
</context>
<context>
    <name>ArimaaTimeControl</name>
    <message>
        <source>an empty field</source>
        <translation>ein leeres Feld</translation>
    </message>
    <message>
        <source>a number too large</source>
        <translation>eine zu große Zahl</translation>
    </message>
    <message>
        <source>a number expected</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>a number without its unit (s, m, h or d)</source>
        <translation>eine Zahl ohne Einheit (s, m, h oder d)</translation>
    </message>
    <message>
        <source>'%1' is not a unit (s, m, h or d)</source>
        <translation>'%1' ist keine Einheit (s, m, h oder d)</translation>
    </message>
    <message>
        <source>unexpected '%1'</source>
        <translation>unerwartetes '%1'</translation>
    </message>
    <message>
        <source>a time too long</source>
        <translation>eine zu lange Zeit</translation>
    </message>
    <message>
        <source>an empty time control (M/R/P/L/G/T, for example 2m/6m/100/0/8h/6m)</source>
        <translation>eine leere Bedenkzeit (M/R/P/L/G/T, zum Beispiel 2m/6m/100/0/8h/6m)</translation>
    </message>
    <message>
        <source>the reserve R is missing (M/R/P/L/G/T, at least M/R)</source>
        <translation>die Reserve R fehlt (M/R/P/L/G/T, mindestens M/R)</translation>
    </message>
    <message>
        <source>more than six fields (M/R/P/L/G/T)</source>
        <translation>mehr als sechs Felder (M/R/P/L/G/T)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a whole percent expected</source>
        <translation>ganze Prozentzahl erwartet</translation>
    </message>
    <message>
        <source>a percent from 0 to 1000</source>
        <translation>ein Prozentwert von 0 bis 1000</translation>
    </message>
    <message>
        <source>a number of turns expected before 't'</source>
        <translation>vor 't' wird eine Anzahl von Zügen erwartet</translation>
    </message>
</context>
<context>
    <name>ArimaaWccQualifier</name>
    <message>
        <source>counted</source>
        <translation>gewertet</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>ungewertet</translation>
    </message>
    <message>
        <source>colour not alternating</source>
        <translation>Farben nicht abwechselnd</translation>
    </message>
    <message>
        <source>beyond the %1 games</source>
        <translation>über die %1 Partien hinaus</translation>
    </message>
    <message>
        <source>unknown player</source>
        <translation>unbekannter Spieler</translation>
    </message>
</context>
<context>
    <name>BestScores</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>Checks ant brains (.ant) and worlds (.world) and prints every error and warning as file:line:column. Exits 1 if any file has an error.</source>
        <translation>Prüft Ameisengehirne (.ant) und Welten (.world) und gibt jeden Fehler und jede Warnung als Datei:Zeile:Spalte aus. Beendet sich mit 1, wenn eine Datei einen Fehler enthält.</translation>
    </message>
    <message>
        <source>Brains and worlds to check.</source>
        <translation>Zu prüfende Gehirne und Welten.</translation>
    </message>
    <message>
        <source>ants check needs at least one file</source>
        <translation>ants check braucht mindestens eine Datei</translation>
    </message>
    <message>
        <source>%1: ok, world of %2 x %3 cells, %4 red and %5 black ants</source>
        <translation>%1: ok, Welt mit %2 x %3 Zellen, %4 rote und %5 schwarze Ameisen</translation>
    </message>
    <message>
        <source>%1: ok, %2 states</source>
        <translation>%1: ok, %2 Zustände</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n Fehler</numerusform>
            <numerusform>%1: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n Warnung</numerusform>
            <numerusform>, %n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Plays ICFP 2004 ant games and prints the end state of each: food on each hill, ants alive, winner. Several --world options play one game on each, --jobs at a time; the results are the same as one after another, and are printed in the order given.</source>
        <translation>Spielt Ameisenpartien des ICFP 2004 und gibt den Endstand jeder Partie aus: Futter auf jedem Hügel, lebende Ameisen, Sieger. Mehrere --world-Optionen spielen je eine Partie auf jeder Welt, --jobs gleichzeitig; die Ergebnisse sind dieselben wie nacheinander und werden in der angegebenen Reihenfolge ausgegeben.</translation>
    </message>
    <message>
        <source>World file; repeat for several games.</source>
        <translation>Weltdatei; für mehrere Partien wiederholen.</translation>
    </message>
    <message>
        <source>Red brain.</source>
        <translation>Rotes Gehirn.</translation>
    </message>
    <message>
        <source>Black brain.</source>
        <translation>Schwarzes Gehirn.</translation>
    </message>
    <message>
        <source>Random seed, 0 to 4294967295 (default 12345).</source>
        <translation>Zufalls-Startwert, 0 bis 4294967295 (Standard 12345).</translation>
    </message>
    <message>
        <source>Rounds to play (default 100000).</source>
        <translation>Zu spielende Runden (Standard 100000).</translation>
    </message>
    <message>
        <source>Write the contest's dump trace to FILE ('-' for standard output); one world only.</source>
        <translation>Den Dump-Trace des Wettbewerbs in FILE schreiben ('-' für die Standardausgabe); nur eine Welt.</translation>
    </message>
    <message>
        <source>First round in the dump (default 0).</source>
        <translation>Erste Runde im Dump (Standard 0).</translation>
    </message>
    <message>
        <source>Last round in the dump (default: the last played).</source>
        <translation>Letzte Runde im Dump (Standard: die zuletzt gespielte).</translation>
    </message>
    <message>
        <source>Games played at once (default 1).</source>
        <translation>Gleichzeitig gespielte Partien (Standard 1).</translation>
    </message>
    <message>
        <source>Print one JSON object per game, one per line.</source>
        <translation>Ein JSON-Objekt pro Partie ausgeben, eines pro Zeile.</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>unerwartetes Argument '%1'</translation>
    </message>
    <message>
        <source>ants run needs --world, --red and --black</source>
        <translation>ants run braucht --world, --red und --black</translation>
    </message>
    <message>
        <source>give --red and --black once each</source>
        <translation>geben Sie --red und --black je einmal an</translation>
    </message>
    <message>
        <source>--dump-from and --dump-to go with --dump</source>
        <translation>--dump-from und --dump-to gehören zu --dump</translation>
    </message>
    <message>
        <source>--dump takes one --world</source>
        <translation>--dump nimmt nur eine --world</translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation>%1: kann nicht zum Schreiben geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the dump: %2</source>
        <translation>%1: der Dump kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>unknown ants command '%1'</source>
        <translation>unbekannter ants-Befehl '%1'</translation>
    </message>
    <message>
        <source>Plays full ant games on one thread and prints, per game, wall seconds and rounds per second (best of --repeat runs): sample.ant against itself and dunkosmiloolump-1 against frictionless_bananas-1, both on sample0.world with seed 12345. With --jobs N, N copies of each game then run at once and the time for the batch is printed too.</source>
        <translation>Spielt vollständige Ameisenpartien auf einem Thread und gibt pro Partie die Sekunden (Echtzeit) und Runden pro Sekunde aus (das beste von --repeat Läufen): sample.ant gegen sich selbst und dunkosmiloolump-1 gegen frictionless_bananas-1, beide auf sample0.world mit Startwert 12345. Mit --jobs N laufen dann N Kopien jeder Partie gleichzeitig, und auch die Zeit für den ganzen Stapel wird ausgegeben.</translation>
    </message>
    <message>
        <source>Contest reference folder (shared/reference).</source>
        <translation>Ordner mit den Referenzdaten des Wettbewerbs (shared/reference).</translation>
    </message>
    <message>
        <source>Rounds per game (default 100000).</source>
        <translation>Runden pro Partie (Standard 100000).</translation>
    </message>
    <message>
        <source>Also run N games at once (default 1: only one).</source>
        <translation>Zusätzlich N Partien gleichzeitig spielen (Standard 1: nur eine).</translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation>Die Zahlen als JSON ausgeben.</translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference at shared/reference.</source>
        <translation>Der Benchmark braucht die Referenzdaten des Wettbewerbs; lassen Sie --reference auf shared/reference zeigen.</translation>
    </message>
    <message>
        <source>%1 rounds, seed 12345, sample0.world, best of %2 on one thread</source>
        <translation>%1 Runden, Startwert 12345, sample0.world, das beste von %2 auf einem Thread</translation>
    </message>
    <message>
        <source>  %1: %2 s wall, %3 rounds/s, food %4 to %5</source>
        <translation>  %1: %2 s Echtzeit, %3 Runden/s, Futter %4 zu %5</translation>
    </message>
    <message>
        <source>  %1: %2 games at once: %3 s wall (%4 x one game)</source>
        <translation>  %1: %2 Partien gleichzeitig: %3 s Echtzeit (%4 x eine Partie)</translation>
    </message>
    <message>
        <source>  peak memory: %1 MB</source>
        <translation>  Spitzenspeicher: %1 MB</translation>
    </message>
    <message>
        <source>name the game to benchmark, e.g. 'bench ants'</source>
        <translation>nennen Sie das Spiel für den Benchmark, z. B. 'bench ants'</translation>
    </message>
    <message>
        <source>no benchmark for '%1'</source>
        <translation>kein Benchmark für '%1'</translation>
    </message>
    <message>
        <source>Try 'playbench-cli --help'.</source>
        <translation>Versuchen Sie 'playbench-cli --help'.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3, not '%4'</source>
        <translation>--%1 nimmt eine ganze Zahl von %2 bis %3, nicht '%4'</translation>
    </message>
    <message>
        <source>name a game and a command, e.g. 'ants run'</source>
        <translation>nennen Sie ein Spiel und einen Befehl, z. B. 'ants run'</translation>
    </message>
    <message>
        <source>unknown game or command '%1'</source>
        <translation>unbekanntes Spiel oder unbekannter Befehl '%1'</translation>
    </message>
    <message>
        <source>Writes a random world following the ICFP 2004 contest's rules (task section 3.1): 100 x 100 cells, a rocky perimeter, two anthills, ten rocks and eight food blobs. The same seed gives the same world on every platform.</source>
        <translation>Schreibt eine Zufallswelt nach den Regeln des ICFP-2004-Wettbewerbs (Aufgabe, Abschnitt 3.1): 100 x 100 Zellen, ein felsiger Rand, zwei Ameisenhügel, zehn Felsen und acht Futterflecken. Derselbe Startwert ergibt auf jeder Plattform dieselbe Welt.</translation>
    </message>
    <message>
        <source>Random seed, 0 to 4294967295 (default 1).</source>
        <translation>Zufalls-Startwert, 0 bis 4294967295 (Standard 1).</translation>
    </message>
    <message>
        <source>Write the world to FILE instead of standard output.</source>
        <translation>Die Welt in FILE statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>give --seed and --output at most once each</source>
        <translation>geben Sie --seed und --output je höchstens einmal an</translation>
    </message>
    <message>
        <source>%1: cannot write the world: %2</source>
        <translation>%1: die Welt kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Runs per game; the best is reported (default 5).</source>
        <translation>Läufe pro Partie; der beste wird angegeben (Standard 5).</translation>
    </message>
    <message>
        <source>Compares two ant dump traces round by round (rounds with the same number), or a dump trace with a fresh simulation (--world, --red, --black), and prints the first round and cell where they differ with both lines. Exits 0 when they are identical, 1 when they differ or a trace is broken.</source>
        <translation>Vergleicht zwei Ameisen-Dump-Traces Runde für Runde (Runden mit derselben Nummer) oder einen Dump-Trace mit einer frischen Simulation (--world, --red, --black) und gibt die erste Runde und Zelle aus, in der sie sich unterscheiden, mit beiden Zeilen. Beendet sich mit 0, wenn sie identisch sind, mit 1, wenn sie sich unterscheiden oder ein Trace defekt ist.</translation>
    </message>
    <message>
        <source>A dump trace (.gz allowed).</source>
        <translation>Ein Dump-Trace (.gz erlaubt).</translation>
    </message>
    <message>
        <source>The other dump trace; leave out with --world.</source>
        <translation>Der andere Dump-Trace; entfällt mit --world.</translation>
    </message>
    <message>
        <source>World of the simulation.</source>
        <translation>Welt der Simulation.</translation>
    </message>
    <message>
        <source>Red brain of the simulation.</source>
        <translation>Rotes Gehirn der Simulation.</translation>
    </message>
    <message>
        <source>Black brain of the simulation.</source>
        <translation>Schwarzes Gehirn der Simulation.</translation>
    </message>
    <message>
        <source>Random seed of the simulation, 0 to 4294967295 (default: the dump's, else 12345).</source>
        <translation>Zufalls-Startwert der Simulation, 0 bis 4294967295 (Standard: der des Dumps, sonst 12345).</translation>
    </message>
    <message>
        <source>ants diff with --world takes one dump trace</source>
        <translation>ants diff mit --world nimmt einen Dump-Trace</translation>
    </message>
    <message>
        <source>ants diff needs --world, --red and --black together</source>
        <translation>ants diff braucht --world, --red und --black zusammen</translation>
    </message>
    <message>
        <source>give --world, --red, --black and --seed once each</source>
        <translation>geben Sie --world, --red, --black und --seed je einmal an</translation>
    </message>
    <message>
        <source>ants diff needs two dump traces, or one and --world, --red and --black</source>
        <translation>ants diff braucht zwei Dump-Traces, oder einen und --world, --red und --black</translation>
    </message>
    <message>
        <source>playbench-cli: %1</source>
        <translation>playbench-cli: %1</translation>
    </message>
    <message>
        <source>first difference in round %1, cell (%2, %3) (cells differing in that round: %4)</source>
        <translation>erster Unterschied in Runde %1, Zelle (%2, %3) (verschiedene Zellen in dieser Runde: %4)</translation>
    </message>
    <message>
        <source>  %1:%2: %3</source>
        <translation>  %1:%2: %3</translation>
    </message>
    <message>
        <source>  simulation: %1</source>
        <translation>  Simulation: %1</translation>
    </message>
    <message>
        <source>no difference in the %1 rounds both sides can read</source>
        <translation>kein Unterschied in den %1 Runden, die beide Seiten lesen können</translation>
    </message>
    <message>
        <source>identical (%1 rounds)</source>
        <translation>identisch (%1 Runden)</translation>
    </message>
    <message>
        <source>Times finding where dump traces part, on the contest's dump (sample.ant against itself on tiny.world, seed 12345, 10,001 rounds): the dump against itself, read from an inflated temporary copy, and the dump against a live simulation. Best of --repeat runs.</source>
        <translation>Misst, wie schnell sich die Stelle findet, an der Dump-Traces auseinandergehen, am Dump des Wettbewerbs (sample.ant gegen sich selbst auf tiny.world, Startwert 12345, 10.001 Runden): der Dump gegen sich selbst, gelesen aus einer entpackten temporären Kopie, und der Dump gegen eine laufende Simulation. Das beste von --repeat Läufen.</translation>
    </message>
    <message>
        <source>Runs of each; the best is reported (default 5).</source>
        <translation>Läufe von jedem; der beste wird angegeben (Standard 5).</translation>
    </message>
    <message>
        <source>the contest dump differs from itself?</source>
        <translation>der Dump des Wettbewerbs unterscheidet sich von sich selbst?</translation>
    </message>
    <message>
        <source>the simulation differs from the contest dump</source>
        <translation>die Simulation unterscheidet sich vom Dump des Wettbewerbs</translation>
    </message>
    <message>
        <source>contest dump (%1 MB, %2 rounds), best of %3</source>
        <translation>Dump des Wettbewerbs (%1 MB, %2 Runden), das beste von %3</translation>
    </message>
    <message>
        <source>  open (header and first round):     %1 s</source>
        <translation>  Öffnen (Kopf und erste Runde):     %1 s</translation>
    </message>
    <message>
        <source>  dump vs dump, open + first divergence: %1 s (identical)</source>
        <translation>  Dump gegen Dump, Öffnen + erster Unterschied: %1 s (identisch)</translation>
    </message>
    <message>
        <source>  dump vs live simulation (%1 rounds): %2 s (identical)</source>
        <translation>  Dump gegen laufende Simulation (%1 Runden): %2 s (identisch)</translation>
    </message>
    <message>
        <source>  peak memory: %1 MB (%2 MB already after inflating the copy; mapped pages of the file count too)</source>
        <translation>  Spitzenspeicher: %1 MB (%2 MB bereits nach dem Entpacken der Kopie; eingeblendete Seiten der Datei zählen mit)</translation>
    </message>
    <message>
        <source>Times scoring every solution of honeycomb/expected-scores.jsonl (problems loaded beforehand) and the longest one alone, best of --repeat runs, on one thread.</source>
        <translation>Misst die Bewertung aller Lösungen aus honeycomb/expected-scores.jsonl (Probleme vorher geladen) und der längsten allein, das beste von --repeat Läufen, auf einem Thread.</translation>
    </message>
    <message>
        <source>Runs; the best is reported (default 5).</source>
        <translation>Läufe; der beste wird angegeben (Standard 5).</translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference or PLAYBENCH_REFERENCE at shared/reference.</source>
        <translation>Der Benchmark braucht die Referenzdaten des Wettbewerbs; lassen Sie --reference oder PLAYBENCH_REFERENCE auf shared/reference zeigen.</translation>
    </message>
    <message>
        <source>all %1 solutions of expected-scores.jsonl: %2 s (scores sum to %3)</source>
        <translation>alle %1 Lösungen aus expected-scores.jsonl: %2 s (Summe der Punktzahlen %3)</translation>
    </message>
    <message>
        <source>longest (problem %1, seed %2, %3 characters): %4 s (score %5)</source>
        <translation>längste (Problem %1, Startwert %2, %3 Zeichen): %4 s (Punktzahl %5)</translation>
    </message>
    <message>
        <source>Usage: playbench-cli honeycomb score PROBLEM SOLUTIONS [-p PHRASE]... [--json]

  score  Play the contest's solutions (a JSON list of {problemId, seed, solution})
         on a problem and print each seed's score and the problem's score.
</source>
        <translation>Aufruf: playbench-cli honeycomb score PROBLEM SOLUTIONS [-p PHRASE]... [--json]

  score  Spielt die Lösungen des Wettbewerbs (eine JSON-Liste von {problemId, seed, solution})
         auf einem Problem und gibt die Punktzahl jedes Startwerts und die des Problems aus.
</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>all units used</source>
        <translation>alle Einheiten verbraucht</translation>
    </message>
    <message>
        <source>board full</source>
        <translation>Brett voll</translation>
    </message>
    <message>
        <source>Plays each solution of SOLUTIONS (the contest's JSON list of {problemId, seed, solution}) on PROBLEM and prints per seed the move score, power score, total, error, units locked, end reason and phrases of power used, then the problem's score: the sum over its distinct seeds divided by the number of seeds it lists.</source>
        <translation>Spielt jede Lösung aus SOLUTIONS (die JSON-Liste des Wettbewerbs von {problemId, seed, solution}) auf PROBLEM und gibt pro Startwert die Zugpunkte, Machtwortpunkte, Summe, Fehler, festgesetzten Einheiten, den Endgrund und die verwendeten Machtwörter aus, dann die Punktzahl des Problems: die Summe über seine verschiedenen Startwerte geteilt durch die Anzahl der Startwerte, die es aufführt.</translation>
    </message>
    <message>
        <source>Problem JSON file.</source>
        <translation>Problem-JSON-Datei.</translation>
    </message>
    <message>
        <source>Solutions JSON file.</source>
        <translation>Lösungs-JSON-Datei.</translation>
    </message>
    <message>
        <source>A phrase of power; repeat for more. Replaces the contest's 18.</source>
        <translation>Ein Machtwort; für mehrere wiederholen. Ersetzt die 18 des Wettbewerbs.</translation>
    </message>
    <message>
        <source>Print one JSON object per seed (the fields of expected-scores.jsonl).</source>
        <translation>Ein JSON-Objekt pro Startwert ausgeben (die Felder von expected-scores.jsonl).</translation>
    </message>
    <message>
        <source>give a problem file and a solutions file</source>
        <translation>geben Sie eine Problemdatei und eine Lösungsdatei an</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON list of solutions</source>
        <translation>%1: keine JSON-Liste von Lösungen</translation>
    </message>
    <message>
        <source>%1: entry %2 needs problemId, seed and solution</source>
        <translation>%1: Eintrag %2 braucht problemId, seed und solution</translation>
    </message>
    <message>
        <source>seed %1: move %2, power %3, total %4, units locked %5, %6</source>
        <translation>Startwert %1: Zug %2, Machtwort %3, Summe %4, festgesetzte Einheiten %5, %6</translation>
    </message>
    <message>
        <source>  phrases: %1</source>
        <translation>  Machtwörter: %1</translation>
    </message>
    <message>
        <source>  error: %1</source>
        <translation>  Fehler: %1</translation>
    </message>
    <message>
        <source>problem %1: score %2 (%3 seeds listed)</source>
        <translation>Problem %1: Punktzahl %2 (%3 Startwerte aufgeführt)</translation>
    </message>
    <message>
        <source>name a honeycomb command: score</source>
        <translation>nennen Sie einen honeycomb-Befehl: score</translation>
    </message>
    <message>
        <source>unknown honeycomb command '%1'</source>
        <translation>unbekannter honeycomb-Befehl '%1'</translation>
    </message>
    <message>
        <source>%1: no solution for problem %2</source>
        <translation>%1: keine Lösung für Problem %2</translation>
    </message>
    <message>
        <source>%1: entries for other problems skipped: %2</source>
        <translation>%1: Einträge für andere Probleme übersprungen: %2</translation>
    </message>
    <message>
        <source>Runs; the best is reported (default 3).</source>
        <translation>Läufe; der beste wird angegeben (Standard 3).</translation>
    </message>
    <message>
        <source>One JSON object.</source>
        <translation>Ein JSON-Objekt.</translation>
    </message>
    <message>
        <source>%1 positions from random games on 10 boards, best of %2 on one thread</source>
        <translation>%1 Stellungen aus Zufallspartien auf 10 Brettern, das beste von %2 auf einem Thread</translation>
    </message>
    <message>
        <source>  turn generation: %1 turns in %2 s: %3 turns/s, %4 positions/s (all turns of each)</source>
        <translation>  Zuggenerierung: %1 Züge in %2 s: %3 Züge/s, %4 Stellungen/s (alle Züge jeder Stellung)</translation>
    </message>
    <message>
        <source>  distinct results: %1 in %2 s: %3 positions/s</source>
        <translation>  verschiedene Ergebnisse: %1 in %2 s: %3 Stellungen/s</translation>
    </message>
    <message>
        <source>  final rush: %1 solves in %2 s: %3 solves/s, %4 ms mean, %5 ms slowest (%6 states expanded)</source>
        <translation>  Endspurt: %1 Lösungen in %2 s: %3 Lösungen/s, %4 ms im Mittel, %5 ms am langsamsten (%6 Zustände expandiert)</translation>
    </message>
    <message>
        <source>  rush table (every placement of one colour, Figure 1): built in %1 s, %2 lookups/s (checksum %3)</source>
        <translation>  Endspurt-Tabelle (jede Platzierung einer Farbe, Figure 1): erstellt in %1 s, %2 Abfragen/s (Prüfsumme %3)</translation>
    </message>
    <message>
        <source>The 112-digit wall string (default: the task's Figure 1 board).</source>
        <translation>Die 112-stellige Mauerzeichenkette (Standard: das Brett aus Figure 1 der Aufgabe).</translation>
    </message>
    <message>
        <source>Use the generated board of this seed.</source>
        <translation>Das generierte Brett zu diesem Startwert verwenden.</translation>
    </message>
    <message>
        <source>Tile set file for the generator (default: the built-in set).</source>
        <translation>Kachelsatz-Datei für den Generator (Standard: der eingebaute Satz).</translation>
    </message>
    <message>
        <source>Generate without turning the tiles.</source>
        <translation>Generieren, ohne die Kacheln zu drehen.</translation>
    </message>
    <message>
        <source>give --board or --seed, not both</source>
        <translation>geben Sie --board oder --seed an, nicht beides</translation>
    </message>
    <message>
        <source>--board: %1</source>
        <translation>--board: %1</translation>
    </message>
    <message>
        <source>Turns played from the start, in order, separated by blanks or commas (Nil turns are filled in by the rules and may be left out).</source>
        <translation>Vom Start an gespielte Züge, der Reihe nach, getrennt durch Leerzeichen oder Kommas (Nil-Züge ergänzen die Regeln; sie können weggelassen werden).</translation>
    </message>
    <message>
        <source>--play: turn %1 (%2): the game is past its playing phase</source>
        <translation>--play: Zug %1 (%2): die Partie ist über ihre Spielphase hinaus</translation>
    </message>
    <message>
        <source>--play: turn %1 (%2, %3), column %4: %5</source>
        <translation>--play: Zug %1 (%2, %3), Spalte %4: %5</translation>
    </message>
    <message>
        <source>--colour takes Yellow, Black, White or Red, not '%1'</source>
        <translation>--colour nimmt Yellow, Black, White oder Red, nicht '%1'</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>final rush (%1 cannot move)</source>
        <translation>Endspurt (%1 kann nicht ziehen)</translation>
    </message>
    <message>
        <source>final rush (20 turns each played)</source>
        <translation>Endspurt (je 20 Züge gespielt)</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Lists the legal turns of a colour: by default one turn per distinct resulting position, with --all every sequence of 1 to 3 steps within the budget. The colour is the one to move after --play unless --colour names another.</source>
        <translation>Listet die regelgerechten Züge einer Farbe auf: standardmäßig ein Zug pro verschiedener resultierender Stellung, mit --all jede Folge von 1 bis 3 Schritten innerhalb des Budgets. Die Farbe ist die nach --play am Zug befindliche, sofern --colour keine andere nennt.</translation>
    </message>
    <message>
        <source>Yellow, Black, White or Red.</source>
        <translation>Yellow, Black, White oder Red.</translation>
    </message>
    <message>
        <source>Every sequence, not one per resulting position.</source>
        <translation>Jede Folge, nicht eine pro resultierender Stellung.</translation>
    </message>
    <message>
        <source>%1; turns of %2 (moving %3's pieces): %4 %5</source>
        <translation>%1; Züge von %2 (bewegt die Steine von %3): %4 %5</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>distinct results</source>
        <translation>verschiedene Ergebnisse</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>The exact final rush: the fewest moves for COLOUR's four pieces, alone on the board, to reach their home corner (steps cost 1 + walls, jumps over an own piece 1), and one way to do it, one step per line as the protocol writes them.</source>
        <translation>Der exakte Endspurt: die wenigsten Züge, mit denen die vier Steine von COLOUR, allein auf dem Brett, ihre Heimatecke erreichen (Schritte kosten 1 + Mauern, Sprünge über einen eigenen Stein 1), und ein Weg dorthin, ein Schritt pro Zeile, wie das Protokoll sie schreibt.</translation>
    </message>
    <message>
        <source>The four squares, e.g. g1,g2,h1,h2 (default: the colour's start).</source>
        <translation>Die vier Felder, z. B. g1,g2,h1,h2 (Standard: der Start der Farbe).</translation>
    </message>
    <message>
        <source>name the colour with --colour</source>
        <translation>nennen Sie die Farbe mit --colour</translation>
    </message>
    <message>
        <source>--pieces takes four squares, not %1</source>
        <translation>--pieces nimmt vier Felder, nicht %1</translation>
    </message>
    <message>
        <source>--pieces: '%1' is not a square (a1 to h8)</source>
        <translation>--pieces: '%1' ist kein Feld (a1 bis h8)</translation>
    </message>
    <message>
        <source>--pieces: %1 is given twice</source>
        <translation>--pieces: %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>%1 rush: %2 moves (%3 states, %4 ms)</source>
        <translation>Endspurt %1: %2 Züge (%3 Zustände, %4 ms)</translation>
    </message>
    <message>
        <source>jump, cost %1</source>
        <translation>Sprung, Kosten %1</translation>
    </message>
    <message>
        <source>Draws the board: '|' and '#' are single and double walls between columns, '---' and '===' between rows; Y, B, W, R are the pieces.</source>
        <translation>Zeichnet das Brett: '|' und '#' sind einfache und doppelte Mauern zwischen Spalten, '---' und '===' zwischen Zeilen; Y, B, W, R sind die Steine.</translation>
    </message>
    <message>
        <source>%1; moves charged: Yellow+White %2, Black+Red %3</source>
        <translation>%1; angerechnete Züge: Yellow+White %2, Black+Red %3</translation>
    </message>
    <message>
        <source>Prints the wall string of a random board: 16 tiles of 2x2 squares drawn from a double set (each tile of the set twice), each in a random quarter turn. The same seed and tile set give the same board everywhere. The built-in set is the task's Figure 1 board cut into its 16 blocks (resources/less/tiles.txt).</source>
        <translation>Gibt die Mauerzeichenkette eines Zufallsbretts aus: 16 Kacheln aus 2x2 Feldern, gezogen aus einem doppelten Satz (jede Kachel des Satzes zweimal), jede um eine zufällige Vierteldrehung gedreht. Derselbe Startwert und Kachelsatz ergeben überall dasselbe Brett. Der eingebaute Satz ist das Brett aus Figure 1 der Aufgabe, zerlegt in seine 16 Blöcke (resources/less/tiles.txt).</translation>
    </message>
    <message>
        <source>Seed (default 1).</source>
        <translation>Startwert (Standard 1).</translation>
    </message>
    <message>
        <source>Tile set file (default: the built-in set).</source>
        <translation>Kachelsatz-Datei (Standard: der eingebaute Satz).</translation>
    </message>
    <message>
        <source>Do not turn the tiles.</source>
        <translation>Die Kacheln nicht drehen.</translation>
    </message>
    <message>
        <source>unknown less command '%1'</source>
        <translation>unbekannter less-Befehl '%1'</translation>
    </message>
    <message>
        <source>Generated boards (default 10).</source>
        <translation>Generierte Bretter (Standard 10).</translation>
    </message>
    <message>
        <source>Seatings per board, 1 to 24 (default 24).</source>
        <translation>Sitzordnungen pro Brett, 1 bis 24 (Standard 24).</translation>
    </message>
    <message>
        <source>A player: bot:LEVEL or a command line (four times).</source>
        <translation>Ein Spieler: bot:LEVEL oder eine Befehlszeile (viermal).</translation>
    </message>
    <message>
        <source>Play all 24 seatings of the four players.</source>
        <translation>Alle 24 Sitzordnungen der vier Spieler spielen.</translation>
    </message>
    <message>
        <source>Each program's time per game in milliseconds (default 30000).</source>
        <translation>Zeit jedes Programms pro Partie in Millisekunden (Standard 30000).</translation>
    </message>
    <message>
        <source>Thinking time per turn of the built-in bots in milliseconds (default 1000).</source>
        <translation>Bedenkzeit pro Zug der eingebauten Bots in Millisekunden (Standard 1000).</translation>
    </message>
    <message>
        <source>Save every game's log in this folder.</source>
        <translation>Das Protokoll jeder Partie in diesem Ordner speichern.</translation>
    </message>
    <message>
        <source>One JSON object per game.</source>
        <translation>Ein JSON-Objekt pro Partie.</translation>
    </message>
    <message>
        <source>give --player four times (Yellow, Black, White, Red), not %1</source>
        <translation>geben Sie --player viermal an (Yellow, Black, White, Red), nicht %1</translation>
    </message>
    <message>
        <source>--player %1: %2</source>
        <translation>--player %1: %2</translation>
    </message>
    <message>
        <source>--log-dir: cannot create %1</source>
        <translation>--log-dir: %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 %2 (player %3): %4 points, %5 moves</source>
        <translation>%1 %2 (Spieler %3): %4 Punkte, %5 Züge</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>Partie %1: %2</translation>
    </message>
    <message>
        <source>  fault: %1, turn %2, %3: %4 (sent "%5")</source>
        <translation>  Fehler: %1, Zug %2, %3: %4 (gesendet: "%5")</translation>
    </message>
    <message>
        <source>totals over %1 games:</source>
        <translation>Summen über %1 Partien:</translation>
    </message>
    <message>
        <source>  player %1 %2: %3 points in %4 games, %5 faults</source>
        <translation>  Spieler %1 %2: %3 Punkte in %4 Partien, %5 Fehler</translation>
    </message>
    <message>
        <source>name a less command: moves, rush, show, generate or play</source>
        <translation>nennen Sie einen less-Befehl: moves, rush, show, generate oder play</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>elimination</source>
        <translation>Eliminierung</translation>
    </message>
    <message>
        <source>immobilisation</source>
        <translation>Bewegungsunfähigkeit</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>regelwidriger Zug</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>score (game limit)</source>
        <translation>Punktwertung (Partielimit)</translation>
    </message>
    <message>
        <source>'%1'</source>
        <translation>'%1'</translation>
    </message>
    <message>
        <source>The archive file.</source>
        <translation>Die Archivdatei.</translation>
    </message>
    <message>
        <source>name one archive file</source>
        <translation>nennen Sie eine Archivdatei</translation>
    </message>
    <message>
        <source>%1: illegal move %2: %3</source>
        <translation>%1: regelwidriger Zug %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 wins by %3%4 after %5 turns (setups included); record: %6 by %7: %8</source>
        <translation>%1: %2 gewinnt durch %3%4 nach %5 Zügen (Aufstellungen eingeschlossen); Aufzeichnung: %6 durch %7: %8</translation>
    </message>
    <message>
        <source> (not decided on the board)</source>
        <translation> (nicht auf dem Brett entschieden)</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>stimmt überein</translation>
    </message>
    <message>
        <source>DIFFERS</source>
        <translation>WEICHT AB</translation>
    </message>
    <message>
        <source>%1 of %2 games agree with the record</source>
        <translation>%1 von %2 Partien stimmen mit der Aufzeichnung überein</translation>
    </message>
    <message>
        <source>Counts the distinct legal moves (distinct resulting positions, the unchanged position excluded) of every position of a file of diagrams: a line with the move number and side ("10w", "g") over the framed board, ranks 8 to 1, as in move-count-positions.txt.</source>
        <translation>Zählt die verschiedenen regelgerechten Züge (verschiedene resultierende Stellungen, ohne die unveränderte Stellung) jeder Stellung einer Diagrammdatei: eine Zeile mit Zugnummer und Seite ("10w", "g") über dem umrahmten Brett, Reihen 8 bis 1, wie in move-count-positions.txt.</translation>
    </message>
    <message>
        <source>The file of diagrams.</source>
        <translation>Die Diagrammdatei.</translation>
    </message>
    <message>
        <source>name one position file</source>
        <translation>nennen Sie eine Stellungsdatei</translation>
    </message>
    <message>
        <source>%1: no position diagrams</source>
        <translation>%1: keine Stellungsdiagramme</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>position %1 (line %2, %3 to move): %4 moves</source>
        <translation>Stellung %1 (Zeile %2, %3 am Zug): %4 Züge</translation>
    </message>
    <message>
        <source>Plays Arimaa games between two engines speaking AEI (the Arimaa Engine Interface) under a time control M/R/P/L/G/T, as the official match rules define it (for example 0:15/3/100/6/0/2m). Colours alternate game by game: in game 1 the --gold command plays Gold. An engine that crashes, hangs, answers too late or plays an illegal move loses the game (termination f, t or i); a game halted by the limit G is scored (s). Prints each game's winner, termination, number of moves and the reason of a fault, then each program's totals.</source>
        <translation>Spielt Arimaa-Partien zwischen zwei Engines, die AEI (das Arimaa Engine Interface) sprechen, unter einer Bedenkzeit M/R/P/L/G/T, wie sie die offiziellen Matchregeln definieren (zum Beispiel 0:15/3/100/6/0/2m). Die Farben wechseln von Partie zu Partie: In Partie 1 spielt der Befehl von --gold Gold. Eine Engine, die abstürzt, hängt, zu spät antwortet oder einen regelwidrigen Zug spielt, verliert die Partie (Beendigung f, t oder i); eine durch das Limit G angehaltene Partie wird nach Punkten gewertet (s). Gibt für jede Partie den Sieger, die Beendigungsart, die Anzahl der Züge und den Grund eines Fehlers aus, dann die Summen jedes Programms.</translation>
    </message>
    <message>
        <source>The first engine's command line (Gold in game 1).</source>
        <translation>Die Befehlszeile der ersten Engine (Gold in Partie 1).</translation>
    </message>
    <message>
        <source>The second engine's command line (Silver in game 1).</source>
        <translation>Die Befehlszeile der zweiten Engine (Silber in Partie 1).</translation>
    </message>
    <message>
        <source>The time control M/R/P/L/G/T.</source>
        <translation>Die Bedenkzeit M/R/P/L/G/T.</translation>
    </message>
    <message>
        <source>Number of games (default 2).</source>
        <translation>Anzahl der Partien (Standard 2).</translation>
    </message>
    <message>
        <source>Write every game in the official notation, with a header.</source>
        <translation>Jede Partie in der offiziellen Notation schreiben, mit Kopfzeilen.</translation>
    </message>
    <message>
        <source>Write the games in the arimaa.com archive format.</source>
        <translation>Die Partien im Archivformat von arimaa.com schreiben.</translation>
    </message>
    <message>
        <source>Let each engine ponder on its opponent's time.</source>
        <translation>Jede Engine in der Bedenkzeit des Gegners weiterrechnen lassen (Pondern).</translation>
    </message>
    <message>
        <source>The event named in the records.</source>
        <translation>Die in den Aufzeichnungen genannte Veranstaltung.</translation>
    </message>
    <message>
        <source>give --%1 CMD, the engine's command line</source>
        <translation>geben Sie --%1 CMD an, die Befehlszeile der Engine</translation>
    </message>
    <message>
        <source>--%1: an empty command line</source>
        <translation>--%1: eine leere Befehlszeile</translation>
    </message>
    <message>
        <source>give --tc, the time control (M/R/P/L/G/T, for example 0:15/3)</source>
        <translation>geben Sie --tc an, die Bedenkzeit (M/R/P/L/G/T, zum Beispiel 0:15/3)</translation>
    </message>
    <message>
        <source>--tc %1: column %2: %3</source>
        <translation>--tc %1: Spalte %2: %3</translation>
    </message>
    <message>
        <source>game %1: %2 (gold) vs %3 (silver): </source>
        <translation>Partie %1: %2 (Gold) gegen %3 (Silber): </translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %2 after %n move(s)</source>
        <translation>
            <numerusform>%1 gewinnt durch %2 nach %n Zug</numerusform>
            <numerusform>%1 gewinnt durch %2 nach %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source> (last %1)</source>
        <translation> (zuletzt %1)</translation>
    </message>
    <message>
        <source>; %1%2</source>
        <translation>; %1%2</translation>
    </message>
    <message>
        <source>%1 at %2: </source>
        <translation>%1 bei %2: </translation>
    </message>
    <message>
        <source> [%1]</source>
        <translation> [%1]</translation>
    </message>
    <message>
        <source>%1: %2 wins (%3 as gold, %4 as silver), %5 losses, %6 faults</source>
        <translation>%1: %2 Siege (%3 als Gold, %4 als Silber), %5 Niederlagen, %6 Fehler</translation>
    </message>
    <message>
        <source>unknown arimaa command '%1'</source>
        <translation>unbekannter arimaa-Befehl '%1'</translation>
    </message>
    <message>
        <source>Generates and de-duplicates all distinct legal moves of the 32 benchmark positions (clueless_benchmark) of arimaa/move-count-positions.txt on one thread, best of --repeat runs, and checks the total against the file's counts (2,987,987).</source>
        <translation>Generiert alle verschiedenen regelgerechten Züge der 32 Benchmark-Stellungen (clueless_benchmark) aus arimaa/move-count-positions.txt und entfernt Duplikate, auf einem Thread, das beste von --repeat Läufen, und prüft die Summe gegen die Zahlen der Datei (2.987.987).</translation>
    </message>
    <message>
        <source>%1: no benchmark positions</source>
        <translation>%1: keine Benchmark-Stellungen</translation>
    </message>
    <message>
        <source>%1 benchmark positions, best of %2 on one thread</source>
        <translation>%1 Benchmark-Stellungen, das beste von %2 auf einem Thread</translation>
    </message>
    <message>
        <source>  distinct moves: %1 (expected %2: %3)</source>
        <translation>  verschiedene Züge: %1 (erwartet %2: %3)</translation>
    </message>
    <message>
        <source>  time: %1 s, %2 moves/s</source>
        <translation>  Zeit: %1 s, %2 Züge/s</translation>
    </message>
    <message>
        <source>Thinking time per position (default 1000).</source>
        <translation>Bedenkzeit pro Stellung (Standard 1000).</translation>
    </message>
    <message>
        <source>Benchmark positions besides the opening (default 4).</source>
        <translation>Benchmark-Stellungen neben der Eröffnung (Standard 4).</translation>
    </message>
    <message>
        <source>One JSON object per position and line.</source>
        <translation>Ein JSON-Objekt pro Stellung und Zeile.</translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference at shared/reference, or use --positions 0.</source>
        <translation>Der Benchmark braucht die Referenzdaten des Wettbewerbs; lassen Sie --reference auf shared/reference zeigen oder verwenden Sie --positions 0.</translation>
    </message>
    <message>
        <source>search bot, %1 ms per position, one thread</source>
        <translation>Such-Bot, %1 ms pro Stellung, ein Thread</translation>
    </message>
    <message>
        <source>  %1: depth %2, %3 nodes in %4 s, %5 nodes/s, score %6, move %7</source>
        <translation>  %1: Tiefe %2, %3 Knoten in %4 s, %5 Knoten/s, Bewertung %6, Zug %7</translation>
    </message>
    <message>
        <source>  all: %1 nodes/s</source>
        <translation>  alle: %1 Knoten/s</translation>
    </message>
    <message>
        <source>Solves a range of official tests, checks every answer with the tester's rules, and keeps the best answer of each seed in the best-scores database (with the settings and the date). Prints each seed's score against the best before it, then the totals.</source>
        <translation>Löst eine Reihe offizieller Tests, prüft jede Antwort nach den Regeln des Testers und behält die beste Antwort jedes Startwerts in der Bestwert-Datenbank (mit den Einstellungen und dem Datum). Gibt für jeden Startwert die Punktzahl gegenüber dem bisherigen Bestwert aus, dann die Summen.</translation>
    </message>
    <message>
        <source>Seeds: 1-100, 7, or 1-10,20 (default 1-10).</source>
        <translation>Startwerte: 1-100, 7 oder 1-10,20 (Standard 1-10).</translation>
    </message>
    <message>
        <source>Seconds per test (default 10).</source>
        <translation>Sekunden pro Test (Standard 10).</translation>
    </message>
    <message>
        <source>Tests solved at once (default 1).</source>
        <translation>Gleichzeitig gelöste Tests (Standard 1).</translation>
    </message>
    <message>
        <source>The solver's own random seed (default 1).</source>
        <translation>Der eigene Zufalls-Startwert des Lösers (Standard 1).</translation>
    </message>
    <message>
        <source>Independent annealing runs per test, the best kept (default 1).</source>
        <translation>Unabhängige Annealing-Läufe pro Test, der beste wird behalten (Standard 1).</translation>
    </message>
    <message>
        <source>The database file (default: %1).</source>
        <translation>Die Datenbankdatei (Standard: %1).</translation>
    </message>
    <message>
        <source>batch takes no file; the tests come from --seeds</source>
        <translation>batch nimmt keine Datei; die Tests kommen aus --seeds</translation>
    </message>
    <message>
        <source>--seeds takes ranges such as 1-100 or 1-10,20, not '%1'</source>
        <translation>--seeds nimmt Bereiche wie 1-100 oder 1-10,20, nicht '%1'</translation>
    </message>
    <message>
        <source>playbench-cli: the best-scores database: %1</source>
        <translation>playbench-cli: die Bestwert-Datenbank: %1</translation>
    </message>
    <message>
        <source>seed      score       best before   change</source>
        <translation>Startw.   Punkte      Vorher        Änderung</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erster</translation>
    </message>
    <message>
        <source>new best (+%1)</source>
        <translation>neuer Bestwert (+%1)</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>total %1 over %2 tests; best kept %3; %4 new bests; %5 invalid; database %6</source>
        <translation>Summe %1 über %2 Tests; behaltene Bestwerte %3; %4 neue Bestwerte; %5 ungültig; Datenbank %6</translation>
    </message>
    <message>
        <source>--seed 0 has no test: Java's SHA1PRNG ignores a seed of 0</source>
        <translation>--seed 0 hat keinen Test: Javas SHA1PRNG ignoriert einen Startwert von 0</translation>
    </message>
    <message>
        <source>Writes the official test of a seed in the contest's input format: N, C, the N*N cells ('.' or '#') one per line, then the points of king, queen, rook, bishop and knight.</source>
        <translation>Schreibt den offiziellen Test zu einem Startwert im Eingabeformat des Wettbewerbs: N, C, die N*N Zellen ('.' oder '#') eine pro Zeile, dann die Punkte von König, Dame, Turm, Läufer und Springer.</translation>
    </message>
    <message>
        <source>The test's seed (not 0).</source>
        <translation>Der Startwert des Tests (nicht 0).</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>In FILE statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>give the test's --seed</source>
        <translation>geben Sie den --seed des Tests an</translation>
    </message>
    <message>
        <source>give --seed S or an input file</source>
        <translation>geben Sie --seed S oder eine Eingabedatei an</translation>
    </message>
    <message>
        <source>Checks an answer with the official tester's rules and prints every fault (illegal characters, walls removed or added, illegal owners, attacks between players) with the pieces and squares involved, then each player's total, then the score alone on the last line (-1 when invalid). Exit status 0 when the answer is valid, 1 when not.</source>
        <translation>Prüft eine Antwort nach den Regeln des offiziellen Testers und gibt jeden Fehler aus (unzulässige Zeichen, entfernte oder hinzugefügte Mauern, unzulässige Besitzer, Angriffe zwischen Spielern) mit den beteiligten Figuren und Feldern, dann die Summe jedes Spielers, dann die Punktzahl allein in der letzten Zeile (-1, wenn ungültig). Exit-Status 0, wenn die Antwort gültig ist, sonst 1.</translation>
    </message>
    <message>
        <source>Check against the official test of this seed.</source>
        <translation>Gegen den offiziellen Test zu diesem Startwert prüfen.</translation>
    </message>
    <message>
        <source>The test (without --seed).</source>
        <translation>Der Test (ohne --seed).</translation>
    </message>
    <message>
        <source>The answer ('-': standard input).</source>
        <translation>Die Antwort ('-': Standardeingabe).</translation>
    </message>
    <message>
        <source>give one answer file</source>
        <translation>geben Sie eine Antwortdatei an</translation>
    </message>
    <message>
        <source>invalid: %1: %2</source>
        <translation>ungültig: %1: %2</translation>
    </message>
    <message>
        <source>valid (N=%1, C=%2)</source>
        <translation>gültig (N=%1, C=%2)</translation>
    </message>
    <message numerus="yes">
        <source>invalid: %n fault(s)</source>
        <translation>
            <numerusform>ungültig: %n Fehler</numerusform>
            <numerusform>ungültig: %n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <source>Places pieces for a test and writes the answer in the contest's output format on standard output; its score, the annealing moves and the region draws go to standard error. The same --solver-seed and --iterations give the same answer everywhere; with only a time limit the answer depends on the machine's speed.</source>
        <translation>Platziert Figuren für einen Test und schreibt die Antwort im Ausgabeformat des Wettbewerbs auf die Standardausgabe; ihre Punktzahl, die Annealing-Züge und die Regionsziehungen gehen auf die Standardfehlerausgabe. Dieselben --solver-seed und --iterations ergeben überall dieselbe Antwort; nur mit einem Zeitlimit hängt die Antwort von der Geschwindigkeit des Rechners ab.</translation>
    </message>
    <message>
        <source>Solve the official test of this seed.</source>
        <translation>Den offiziellen Test zu diesem Startwert lösen.</translation>
    </message>
    <message>
        <source>Time limit in seconds (default 10).</source>
        <translation>Zeitlimit in Sekunden (Standard 10).</translation>
    </message>
    <message>
        <source>Stop after N annealing moves (and ignore --time unless given too).</source>
        <translation>Nach N Annealing-Zügen aufhören (und --time ignorieren, sofern nicht ebenfalls angegeben).</translation>
    </message>
    <message>
        <source>Independent annealing runs at once, the best kept (default 1).</source>
        <translation>Unabhängige Annealing-Läufe gleichzeitig, der beste wird behalten (Standard 1).</translation>
    </message>
    <message>
        <source>The test (without --seed; '-': standard input).</source>
        <translation>Der Test (ohne --seed; '-': Standardeingabe).</translation>
    </message>
    <message>
        <source>give the test once: --seed S or an input file</source>
        <translation>geben Sie den Test einmal an: --seed S oder eine Eingabedatei</translation>
    </message>
    <message>
        <source>Classic peaceable queens (OEIS A250000): places white and black queens on an empty N x N board so that no queen attacks one of the other colour, maximising the smaller army (the Peaceable solver with queens only). Prints the board (W white, B black), each army, when the best was found, and on the last line the score.</source>
        <translation>Klassische friedliche Damen (OEIS A250000): platziert weiße und schwarze Damen auf einem leeren N x N Brett, sodass keine Dame eine der anderen Farbe angreift, und maximiert die kleinere Armee (der Peaceable-Löser nur mit Damen). Gibt das Brett (W weiß, B schwarz), jede Armee, den Zeitpunkt, zu dem das Beste gefunden wurde, und in der letzten Zeile die Punktzahl aus.</translation>
    </message>
    <message>
        <source>The board's side (1 to 50).</source>
        <translation>Die Seitenlänge des Bretts (1 bis 50).</translation>
    </message>
    <message>
        <source>Stop as soon as the score reaches K.</source>
        <translation>Aufhören, sobald die Punktzahl K erreicht.</translation>
    </message>
    <message>
        <source>queens takes no file; give the board's side with --n</source>
        <translation>queens nimmt keine Datei; geben Sie die Seitenlänge des Bretts mit --n an</translation>
    </message>
    <message>
        <source>give the board's side: --n N</source>
        <translation>geben Sie die Seitenlänge des Bretts an: --n N</translation>
    </message>
    <message>
        <source>%1 x %1: %2 white, %3 black queens; found after %4 s (%5 moves, %6 threads)</source>
        <translation>%1 x %1: %2 weiße, %3 schwarze Damen; gefunden nach %4 s (%5 Züge, %6 Threads)</translation>
    </message>
    <message>
        <source>unknown peaceable command '%1'</source>
        <translation>unbekannter peaceable-Befehl '%1'</translation>
    </message>
    <message>
        <source>Seeds: 1-10, 7, or 1-3,9 (default 1-10).</source>
        <translation>Startwerte: 1-10, 7 oder 1-3,9 (Standard 1-10).</translation>
    </message>
    <message>
        <source>One JSON object per test and line.</source>
        <translation>Ein JSON-Objekt pro Test und Zeile.</translation>
    </message>
    <message>
        <source>--seeds takes ranges such as 1-10 or 1-3,9, not '%1'</source>
        <translation>--seeds nimmt Bereiche wie 1-10 oder 1-3,9, nicht '%1'</translation>
    </message>
    <message>
        <source>Peaceable solver, %1 s per test, one thread, solver seed %2</source>
        <translation>Peaceable-Löser, %1 s pro Test, ein Thread, Löser-Startwert %2</translation>
    </message>
    <message>
        <source>, finalist %1 (%2%)</source>
        <translation>, Finalist %1 (%2%)</translation>
    </message>
    <message>
        <source>  on the seeds with a finalist's score: %1 against %2 (%3%); below 95%: %4</source>
        <translation>  bei den Startwerten mit Punktzahl eines Finalisten: %1 gegenüber %2 (%3%); unter 95%: %4</translation>
    </message>
    <message>
        <source>%1 answers were invalid</source>
        <translation>%1 Antworten waren ungültig</translation>
    </message>
    <message>
        <source>--%1 takes seconds above 0, not '%2'</source>
        <translation>--%1 nimmt Sekunden über 0, nicht '%2'</translation>
    </message>
    <message>
        <source>player %1 %2</source>
        <translation>Spieler %1 %2</translation>
    </message>
    <message>
        <source>game %1 of %2 done (seating %3): %4</source>
        <translation>Partie %1 von %2 fertig (Sitzordnung %3): %4</translation>
    </message>
    <message>
        <source>game %1 of %2 done (%3): red %4, black %5</source>
        <translation>Partie %1 von %2 fertig (%3): Rot %4, Schwarz %5</translation>
    </message>
    <message>
        <source>game %1 of %2 done (game %3): %4; wins: program 1 %5, program 2 %6</source>
        <translation>Partie %1 von %2 fertig (Partie %3): %4; Siege: Programm 1 %5, Programm 2 %6</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 gewinnt durch %2</translation>
    </message>
    <message>
        <source>Plays the ICFP 2004 tournament of the 21 valid reference brains (winners/, strong/, simple/ and sample.ant: 210 pairs, both colours) on the first --worlds sample worlds (10: 4,200 games) through the tournament database and runner, and prints the wall time, games per second and the process's peak memory.</source>
        <translation>Spielt das ICFP-2004-Turnier der 21 gültigen Referenzgehirne (winners/, strong/, simple/ und sample.ant: 210 Paare, beide Farben) auf den ersten --worlds Beispielwelten (10: 4.200 Partien) über die Turnierdatenbank und den Turnier-Runner und gibt die Echtzeit, Partien pro Sekunde und den Spitzenspeicher des Prozesses aus.</translation>
    </message>
    <message>
        <source>Sample worlds, 1 to 10 (default 10).</source>
        <translation>Beispielwelten, 1 bis 10 (Standard 10).</translation>
    </message>
    <message>
        <source>Games played at once (default 2).</source>
        <translation>Gleichzeitig gespielte Partien (Standard 2).</translation>
    </message>
    <message>
        <source>ants tournament: %1 brains, %2 worlds, %3 games, %4 at once</source>
        <translation>Ameisenturnier: %1 Gehirne, %2 Welten, %3 Partien, %4 gleichzeitig</translation>
    </message>
    <message>
        <source>  wall %1 s, %2 games/s, %3 s per game per thread</source>
        <translation>  Echtzeit %1 s, %2 Partien/s, %3 s pro Partie pro Thread</translation>
    </message>
    <message>
        <source>  peak memory %1 MB, database %2 MB</source>
        <translation>  Spitzenspeicher %1 MB, Datenbank %2 MB</translation>
    </message>
    <message>
        <source>  first: %1 with %2 points</source>
        <translation>  Erster: %1 mit %2 Punkten</translation>
    </message>
    <message>
        <source>The ICFP 2004 tournament (task section 3.2): every pair of brains plays twice on each world, once as red and once as black; a win scores 2 points, a draw 1. A brain's name is its file name without .ant. Worlds: the ten sample worlds of the contest (--worlds sample, the default), N contest worlds made by our generator from --world-seed on (the same worlds as 'ants generate --seed S', S+1, ...), or world files (--world, repeated).</source>
        <translation>Das ICFP-2004-Turnier (Aufgabe, Abschnitt 3.2): jedes Paar von Gehirnen spielt auf jeder Welt zweimal, einmal als Rot und einmal als Schwarz; ein Sieg bringt 2 Punkte, ein Unentschieden 1. Der Name eines Gehirns ist sein Dateiname ohne .ant. Welten: die zehn Beispielwelten des Wettbewerbs (--worlds sample, der Standard), N Wettbewerbswelten, die unser Generator ab --world-seed erzeugt (dieselben Welten wie 'ants generate --seed S', S+1, ...), oder Weltdateien (--world, wiederholt).</translation>
    </message>
    <message>
        <source>A brain (.ant); give at least two.</source>
        <translation>Ein Gehirn (.ant); geben Sie mindestens zwei an.</translation>
    </message>
    <message>
        <source>'sample' for the contest's ten sample worlds (default), or a number of generated contest worlds.</source>
        <translation>'sample' für die zehn Beispielwelten des Wettbewerbs (Standard) oder eine Anzahl generierter Wettbewerbswelten.</translation>
    </message>
    <message>
        <source>The first generated world's seed (default 1).</source>
        <translation>Der Startwert der ersten generierten Welt (Standard 1).</translation>
    </message>
    <message>
        <source>A world file (repeated), instead of --worlds.</source>
        <translation>Eine Weltdatei (wiederholt), statt --worlds.</translation>
    </message>
    <message>
        <source>The games' random seed (default 12345).</source>
        <translation>Der Zufalls-Startwert der Partien (Standard 12345).</translation>
    </message>
    <message>
        <source>The contest reference data (for the sample worlds).</source>
        <translation>Die Referenzdaten des Wettbewerbs (für die Beispielwelten).</translation>
    </message>
    <message>
        <source>give --brain at least twice</source>
        <translation>geben Sie --brain mindestens zweimal an</translation>
    </message>
    <message>
        <source>give either --worlds or --world</source>
        <translation>geben Sie entweder --worlds oder --world an</translation>
    </message>
    <message>
        <source>--worlds takes 'sample' or a number of worlds from 1 to 10000, not '%1'</source>
        <translation>--worlds nimmt 'sample' oder eine Anzahl von Welten von 1 bis 10000, nicht '%1'</translation>
    </message>
    <message>
        <source>A player: bot:random, bot:search or an AEI engine's command line, with NAME= before it to name it (at least twice).</source>
        <translation>Ein Spieler: bot:random, bot:search oder die Befehlszeile einer AEI-Engine, mit NAME= davor, um ihn zu benennen (mindestens zweimal).</translation>
    </message>
    <message>
        <source>Games per pair, colours alternating (default 2).</source>
        <translation>Partien pro Paar, Farben abwechselnd (Standard 2).</translation>
    </message>
    <message>
        <source>The time control M/R/P/L/G/T (default %1).</source>
        <translation>Die Bedenkzeit M/R/P/L/G/T (Standard %1).</translation>
    </message>
    <message>
        <source>Play without a clock, each bot or engine thinking this long per move.</source>
        <translation>Ohne Uhr spielen; jeder Bot und jede Engine denkt so lange pro Zug.</translation>
    </message>
    <message>
        <source>The built-in search bots search this many steps, whatever the clock (same games every run; default 0: by the clock).</source>
        <translation>Die eingebauten Such-Bots suchen so viele Schritte, unabhängig von der Uhr (bei jedem Lauf dieselben Partien; Standard 0: nach der Uhr).</translation>
    </message>
    <message>
        <source>Seed of the built-in bots (default 1).</source>
        <translation>Startwert der eingebauten Bots (Standard 1).</translation>
    </message>
    <message>
        <source>give --tc or --untimed-ms, not both</source>
        <translation>geben Sie --tc oder --untimed-ms an, nicht beides</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>%1 ranking:</source>
        <translation>Rangliste %1:</translation>
    </message>
    <message>
        <source>Crosstable: the points of each row's player in its games against each column's</source>
        <translation>Kreuztabelle: die Punkte des Spielers jeder Zeile in seinen Partien gegen den jeder Spalte</translation>
    </message>
    <message>
        <source>%1 tournament: %2 of %3 games finished</source>
        <translation>Turnier %1: %2 von %3 Partien beendet</translation>
    </message>
    <message>
        <source>Games played at once (default: all cores, %1).</source>
        <translation>Gleichzeitig gespielte Partien (Standard: alle Kerne, %1).</translation>
    </message>
    <message>
        <source>A line on stderr for every finished game.</source>
        <translation>Eine Zeile auf stderr für jede beendete Partie.</translation>
    </message>
    <message>
        <source>The tournament's database (default GAME-tournament.sqlite here). Running the same command again resumes it.</source>
        <translation>Die Datenbank des Turniers (Standard GAME-tournament.sqlite hier). Derselbe Befehl setzt es beim erneuten Aufruf fort.</translation>
    </message>
    <message>
        <source>The tournament's database.</source>
        <translation>Die Datenbank des Turniers.</translation>
    </message>
    <message>
        <source>Print the standings as one JSON object.</source>
        <translation>Die Tabelle als ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <source>%1 tournament: %2 games, %3 already played; %4 at once; database %5</source>
        <translation>Turnier %1: %2 Partien, %3 bereits gespielt; %4 gleichzeitig; Datenbank %5</translation>
    </message>
    <message>
        <source>game %1 of %2: %3: %4</source>
        <translation>Partie %1 von %2: %3: %4</translation>
    </message>
    <message>
        <source>%1 of %2 games (%3%), %4 elapsed, about %5 left</source>
        <translation>%1 von %2 Partien (%3%), %4 vergangen, noch etwa %5</translation>
    </message>
    <message>
        <source>stopped after %1 of %2 games; run the same command again to play the rest</source>
        <translation>nach %1 von %2 Partien angehalten; führen Sie denselben Befehl erneut aus, um den Rest zu spielen</translation>
    </message>
    <message>
        <source>Prints the standings of a tournament's database, finished or not (the standings of the games finished so far).</source>
        <translation>Gibt die Tabelle aus der Datenbank eines Turniers aus, beendet oder nicht (die Tabelle der bisher beendeten Partien).</translation>
    </message>
    <message>
        <source>give the tournament's database with --db</source>
        <translation>geben Sie die Datenbank des Turniers mit --db an</translation>
    </message>
    <message>
        <source>Usage: playbench-cli tournament GAME [options]   play a contest's tournament
       playbench-cli tournament show --db FILE   its standings

Games:
</source>
        <translation>Aufruf: playbench-cli tournament GAME [options]   das Turnier eines Wettbewerbs spielen
       playbench-cli tournament show --db FILE   seine Tabelle

Spiele:
</translation>
    </message>
    <message>
        <source>
Results go into an SQLite database (--db); stop it at any point and run the same command again: only the games not yet played are played. Exit status 3 when interrupted.
</source>
        <translation>
Die Ergebnisse gehen in eine SQLite-Datenbank (--db); halten Sie es jederzeit an und führen Sie denselben Befehl erneut aus: nur die noch nicht gespielten Partien werden gespielt. Exit-Status 3 bei Unterbrechung.
</translation>
    </message>
    <message>
        <source>name a game (ants, less, honeycomb, peaceable, arimaa) or 'show'</source>
        <translation>nennen Sie ein Spiel (ants, less, honeycomb, peaceable, arimaa) oder 'show'</translation>
    </message>
    <message>
        <source>unknown tournament '%1': name a game (ants, less, honeycomb, peaceable, arimaa) or 'show'</source>
        <translation>unbekanntes Turnier '%1': nennen Sie ein Spiel (ants, less, honeycomb, peaceable, arimaa) oder 'show'</translation>
    </message>
    <message>
        <source>The ICFP 2015 qualifiers: each team's latest solution per problem and seed is scored; per problem the teams are ranked by the floor of the average over its seeds (ties: more distinct phrases of power), and the overall score is the sum of a team's problem ranks (smaller is better). The lightning ranking (move scores only) comes beside.</source>
        <translation>Die Qualifikation des ICFP 2015: die jeweils neueste Lösung jedes Teams pro Problem und Startwert wird bewertet; pro Problem werden die Teams nach dem abgerundeten Durchschnitt über seine Startwerte gereiht (bei Gleichstand: mehr verschiedene Machtwörter), und die Gesamtwertung ist die Summe der Problemränge eines Teams (kleiner ist besser). Die Lightning-Rangliste (nur Zugpunkte) steht daneben.</translation>
    </message>
    <message>
        <source>A team and its solutions files, NAME=FILE[,FILE...], in submission order: a later solution for the same problem and seed replaces an earlier one. A bare FILE[,FILE...] names the team after its first file. Repeat for each team.</source>
        <translation>Ein Team und seine Lösungsdateien, NAME=FILE[,FILE...], in Einreichungsreihenfolge: eine spätere Lösung für dasselbe Problem und denselben Startwert ersetzt eine frühere. Ein bloßes FILE[,FILE...] benennt das Team nach seiner ersten Datei. Für jedes Team wiederholen.</translation>
    </message>
    <message>
        <source>A problem file, or a folder whose problem files are all played; repeat for more (default: the qualifier problems 0-24 of the reference data).</source>
        <translation>Eine Problemdatei oder ein Ordner, dessen Problemdateien alle gespielt werden; für mehr wiederholen (Standard: die Qualifikationsprobleme 0-24 der Referenzdaten).</translation>
    </message>
    <message>
        <source>%1: no problem files in this folder</source>
        <translation>%1: keine Problemdateien in diesem Ordner</translation>
    </message>
    <message>
        <source>tournament honeycomb takes its files with --team and --problems</source>
        <translation>tournament honeycomb nimmt seine Dateien mit --team und --problems</translation>
    </message>
    <message>
        <source>give the teams with --team NAME=FILE[,FILE...]</source>
        <translation>geben Sie die Teams mit --team NAME=FILE[,FILE...] an</translation>
    </message>
    <message>
        <source>--team takes NAME=FILE[,FILE...], not '%1'</source>
        <translation>--team nimmt NAME=FILE[,FILE...], nicht '%1'</translation>
    </message>
    <message>
        <source>A Less tournament as CodeCup 2017 played it: four players play all 24 seatings on one board, and each set of 24 games gets a newly generated board. With more than four players, each round splits them into groups of four (the others sit the round out) so that everyone plays equally often and meets every other player as evenly as possible; each group plays its sets on boards of its own. A game gives each player the task's score (0 to 20; a program that crashes, runs out of time or sends an invalid turn scores 0). The standings rank by total points.</source>
        <translation>Ein Less-Turnier, wie es der CodeCup 2017 spielte: vier Spieler spielen alle 24 Sitzordnungen auf einem Brett, und jeder Satz von 24 Partien bekommt ein neu generiertes Brett. Bei mehr als vier Spielern teilt jede Runde sie in Vierergruppen auf (die übrigen setzen die Runde aus), sodass alle gleich oft spielen und jeder jedem anderen Spieler möglichst gleich oft begegnet; jede Gruppe spielt ihre Sätze auf eigenen Brettern. Eine Partie gibt jedem Spieler die Punktzahl der Aufgabe (0 bis 20; ein Programm, das abstürzt, die Zeit überschreitet oder einen ungültigen Zug sendet, erhält 0). Die Tabelle ordnet nach Gesamtpunkten.</translation>
    </message>
    <message>
        <source>Sets of 24 games each group plays in a round, each on a new board (default 1).</source>
        <translation>Sätze von 24 Partien, die jede Gruppe in einer Runde spielt, jeder auf einem neuen Brett (Standard 1).</translation>
    </message>
    <message>
        <source>Rounds of groups (default: the fewest that let everyone play equally often: 1 for 4 or 8 players, 5 for 5, 3 for 6; a number given must be a multiple of it).</source>
        <translation>Runden von Gruppen (Standard: die wenigsten, mit denen alle gleich oft spielen: 1 bei 4 oder 8 Spielern, 5 bei 5, 3 bei 6; eine angegebene Zahl muss ein Vielfaches davon sein).</translation>
    </message>
    <message>
        <source>Seed of the draw, the boards (the k-th board is `less generate --seed S+k`'s) and the bots (default 1).</source>
        <translation>Startwert der Auslosung, der Bretter (das k-te Brett ist das von `less generate --seed S+k`) und der Bots (Standard 1).</translation>
    </message>
    <message>
        <source>give --player at least four times, not %1</source>
        <translation>geben Sie --player mindestens viermal an, nicht %1</translation>
    </message>
    <message>
        <source>The TCO19 final's marathon scoring: every solver solves every official test of the seeds; on each test a solver scores its result divided by the best result on that test, summed over the tests (the raw scores are summed beside). A program reads the test on its standard input and writes its answer on its standard output within the time per test; if it crashes, runs out of time or answers wrongly it scores 0 on that test.</source>
        <translation>Die Marathon-Wertung des TCO19-Finales: jeder Löser löst jeden offiziellen Test der Startwerte; bei jedem Test erhält ein Löser sein Ergebnis geteilt durch das beste Ergebnis bei diesem Test, summiert über die Tests (die Rohpunktzahlen werden daneben summiert). Ein Programm liest den Test von seiner Standardeingabe und schreibt seine Antwort innerhalb der Zeit pro Test auf seine Standardausgabe; stürzt es ab, überschreitet es die Zeit oder antwortet es falsch, erhält es bei diesem Test 0.</translation>
    </message>
    <message>
        <source>A solver: 'solver' (ours), 'solver:threads=2,seed=7' (ours with settings; iterations=N gives it a budget of moves instead of the time, the same answers on every machine), or a program's command line ('./mine --fast'), run under the tester's I/O; NAME=SPEC names it. Repeat for each solver.</source>
        <translation>Ein Löser: 'solver' (unserer), 'solver:threads=2,seed=7' (unserer mit Einstellungen; iterations=N gibt ihm statt der Zeit ein Budget an Zügen, mit denselben Antworten auf jedem Rechner) oder die Befehlszeile eines Programms ('./mine --fast'), ausgeführt mit der Ein-/Ausgabe des Testers; NAME=SPEC benennt ihn. Für jeden Löser wiederholen.</translation>
    </message>
    <message>
        <source>Seeds of the tests: 1-100, 7, or 1-10,20 (default 1-10).</source>
        <translation>Startwerte der Tests: 1-100, 7 oder 1-10,20 (Standard 1-10).</translation>
    </message>
    <message>
        <source>tournament peaceable takes its solvers with --solver</source>
        <translation>tournament peaceable nimmt seine Löser mit --solver</translation>
    </message>
    <message>
        <source>give the solvers with --solver SPEC ('solver' is ours)</source>
        <translation>geben Sie die Löser mit --solver SPEC an ('solver' ist unserer)</translation>
    </message>
    <message>
        <source>--solver '%1': %2</source>
        <translation>--solver '%1': %2</translation>
    </message>
    <message>
        <source>Replays every game of an arimaa.com archive (one game per line, tab-separated columns named by a header line: id, result, termination, movelist...). For each game prints its id, the result and termination we get and whether they agree with the record; a game with an illegal move is reported with that move and the reason. Goals, eliminations and immobilisations come from the rules and are checked against the record; for resignation, time, forfeit and the like the winner is the record's (either side may resign or lose on time on the other's turn). Exits with 1 when any game disagrees.</source>
        <translation>Spielt jede Partie eines arimaa.com-Archivs nach (eine Partie pro Zeile, tabulatorgetrennte Spalten, benannt durch eine Kopfzeile: id, result, termination, movelist...). Gibt für jede Partie ihre ID, das Ergebnis und die Beendigungsart, die wir erhalten, aus und ob sie mit der Aufzeichnung übereinstimmen; eine Partie mit einem regelwidrigen Zug wird mit diesem Zug und dem Grund gemeldet. Ziele, Eliminierungen und Bewegungsunfähigkeit ergeben sich aus den Regeln und werden gegen die Aufzeichnung geprüft; bei Aufgabe, Zeit, Forfait und Ähnlichem ist der Sieger der aus der Aufzeichnung (jede Seite kann im Zug der anderen aufgeben oder durch Zeitüberschreitung verlieren). Beendet sich mit 1, wenn eine Partie abweicht.</translation>
    </message>
    <message>
        <source> (not decided on the board; winner as recorded)</source>
        <translation> (nicht auf dem Brett entschieden; Sieger laut Aufzeichnung)</translation>
    </message>
    <message>
        <source>unknown stage of the championship '%1'</source>
        <translation>unbekannte Phase der Meisterschaft '%1'</translation>
    </message>
    <message>
        <source>The finals of the Arimaa World Computer Championship 2015: floating quad elimination. Engines are given in seed order (the qualifier's ranking); everyone plays until their fourth loss (--lives), each round paired by the championship's rules (byes, repeats, loss differences, performance ratings by the Bradley-Terry model, seeds) and coloured by its six colour rules. The last player left is the champion; players tied for second get one more life and play on; third place goes to the most games won.</source>
        <translation>Das Finale der Arimaa World Computer Championship 2015: Floating Quad Elimination. Die Engines werden in Setzreihenfolge angegeben (die Rangliste der Qualifikation); jeder spielt bis zu seiner vierten Niederlage (--lives), jede Runde gepaart nach den Regeln der Meisterschaft (Freilose, Wiederholungen, Niederlagendifferenzen, Leistungsratings nach dem Bradley-Terry-Modell, Setzplätze) und mit Farben nach ihren sechs Farbregeln. Der letzte verbliebene Spieler ist der Champion; für den zweiten Platz gleichauf liegende Spieler erhalten ein weiteres Leben und spielen weiter; der dritte Platz geht an die meisten gewonnenen Partien.</translation>
    </message>
    <message>
        <source>An entrant in seed order: an AEI engine's command line or a built-in bot, with NAME= before it to name it.</source>
        <translation>Ein Teilnehmer in Setzreihenfolge: die Befehlszeile einer AEI-Engine oder ein eingebauter Bot, mit NAME= davor, um ihn zu benennen.</translation>
    </message>
    <message>
        <source>Losses that eliminate a player (default 4).</source>
        <translation>Niederlagen, die einen Spieler ausscheiden lassen (Standard 4).</translation>
    </message>
    <message>
        <source>%1 (gold) - %2 (silver): %3</source>
        <translation>%1 (Gold) - %2 (Silber): %3</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>kein Sieger</translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation>Freilos: %1</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>champion: %1</source>
        <translation>Champion: %1</translation>
    </message>
    <message>
        <source>second: %1</source>
        <translation>Zweiter: %1</translation>
    </message>
    <message>
        <source>give --%1 at least %2 times, not %3</source>
        <translation>geben Sie --%1 mindestens %2-mal an, nicht %3</translation>
    </message>
    <message>
        <source>The qualifier of the Arimaa World Computer Championship 2015: every entrant plays every benchmark bot, colours alternating (the entrant has Gold first), up to --games games per bot, and stops against a bot once it has won four in a row. The score is the sum over the bots of the wins in the longest winning streak, at most 4 each; ties are broken by fewer losses before those streaks, then by the earlier completion. The first eight are the finals' seeds.</source>
        <translation>Die Qualifikation der Arimaa World Computer Championship 2015: jeder Teilnehmer spielt gegen jeden Benchmark-Bot, Farben abwechselnd (der Teilnehmer hat zuerst Gold), bis zu --games Partien pro Bot, und hört gegen einen Bot auf, sobald er viermal in Folge gewonnen hat. Die Punktzahl ist die Summe über die Bots der Siege in der längsten Siegesserie, höchstens 4 je Bot; bei Gleichstand entscheiden weniger Niederlagen vor diesen Serien, dann der frühere Abschluss. Die ersten acht sind die Setzplätze des Finales.</translation>
    </message>
    <message>
        <source>An entrant: an AEI engine's command line or a built-in bot, with NAME= before it to name it.</source>
        <translation>Ein Teilnehmer: die Befehlszeile einer AEI-Engine oder ein eingebauter Bot, mit NAME= davor, um ihn zu benennen.</translation>
    </message>
    <message>
        <source>Games at most per entrant and benchmark bot (default 20).</source>
        <translation>Höchstzahl an Partien pro Teilnehmer und Benchmark-Bot (Standard 20).</translation>
    </message>
    <message>
        <source>give at least one --engine and one --benchmark</source>
        <translation>geben Sie mindestens eine --engine und einen --benchmark an</translation>
    </message>
    <message>
        <source>name a stage of the championship (qualifier or finals) or resume</source>
        <translation>nennen Sie eine Phase der Meisterschaft (qualifier oder finals) oder resume</translation>
    </message>
    <message>
        <source>An Arimaa round robin: every pair of players meets in N games, colours alternating (the first-listed player of a pair has Gold in the pair's first game), under a time control M/R/P/L/G/T as the official match rules define it, or untimed with a fixed thinking time per move. A player is a built-in bot (bot:random, bot:search, or bot:search:depth=N with its own search depth) or an AEI engine's command line. An engine that crashes, hangs, answers too late or plays an illegal move loses the game. One point per win; the standings rank by points, tied players share the rank.</source>
        <translation>Ein Arimaa-Rundenturnier: jedes Spielerpaar trifft in N Partien aufeinander, Farben abwechselnd (der zuerst genannte Spieler eines Paares hat in der ersten Partie des Paares Gold), unter einer Bedenkzeit M/R/P/L/G/T, wie sie die offiziellen Matchregeln definieren, oder ohne Uhr mit fester Bedenkzeit pro Zug. Ein Spieler ist ein eingebauter Bot (bot:random, bot:search oder bot:search:depth=N mit eigener Suchtiefe) oder die Befehlszeile einer AEI-Engine. Eine Engine, die abstürzt, hängt, zu spät antwortet oder einen regelwidrigen Zug spielt, verliert die Partie. Ein Punkt pro Sieg; die Tabelle ordnet nach Punkten, punktgleiche Spieler teilen sich den Rang.</translation>
    </message>
    <message>
        <source>A benchmark bot, given like an entrant (repeated); bot:search:depth=N is a built-in bot of a fixed strength.</source>
        <translation>Ein Benchmark-Bot, angegeben wie ein Teilnehmer (wiederholt); bot:search:depth=N ist ein eingebauter Bot fester Spielstärke.</translation>
    </message>
    <message>
        <source>An entrant's gameroom rating, NAME=R (repeated): ranks the entrants that have no counted game, below those that have.</source>
        <translation>Das Gameroom-Rating eines Teilnehmers, NAME=R (wiederholt): ordnet die Teilnehmer ohne gewertete Partie, unterhalb derer mit gewerteter Partie.</translation>
    </message>
    <message>
        <source>--rating %1: give NAME=R, R a number</source>
        <translation>--rating %1: geben Sie NAME=R an, R eine Zahl</translation>
    </message>
    <message>
        <source>Technical failures in the championship (its rules on technical problems): sets a game of a tournament's database to be played again from one of its moves, with the clocks (reserves, game time) of that moment. A game halted midway (the tournament was stopped while it was played) resumes; a finished game is invalidated and replayed, unless a game of a later round has been played: then the round's results stand. The event and the reason are kept in the database and in the game's record. Run the tournament's command again to play the game.</source>
        <translation>Technische Fehler in der Meisterschaft (ihre Regeln zu technischen Problemen): legt fest, dass eine Partie der Turnierdatenbank ab einem ihrer Züge neu gespielt wird, mit den Uhren (Reserven, Partiezeit) dieses Moments. Eine mittendrin angehaltene Partie (das Turnier wurde während ihres Verlaufs gestoppt) wird fortgesetzt; eine beendete Partie wird annulliert und neu gespielt, es sei denn, eine Partie einer späteren Runde wurde bereits gespielt: dann bleiben die Ergebnisse der Runde bestehen. Die Veranstaltung und der Grund werden in der Datenbank und in der Aufzeichnung der Partie festgehalten. Führen Sie den Befehl des Turniers erneut aus, um die Partie zu spielen.</translation>
    </message>
    <message>
        <source>The game, numbered as `tournament show` and --verbose number them.</source>
        <translation>Die Partie, nummeriert wie bei `tournament show` und --verbose.</translation>
    </message>
    <message>
        <source>The first move to play again, e.g. 23g: where the disadvantage first occurred.</source>
        <translation>Der erste neu zu spielende Zug, z. B. 23g: wo der Nachteil zuerst auftrat.</translation>
    </message>
    <message>
        <source>Why, for the record.</source>
        <translation>Der Grund, für die Aufzeichnung.</translation>
    </message>
    <message>
        <source>give --%1</source>
        <translation>geben Sie --%1 an</translation>
    </message>
    <message>
        <source>halted at %1</source>
        <translation>angehalten bei %1</translation>
    </message>
    <message>
        <source>result invalidated; replayed from %1</source>
        <translation>Ergebnis annulliert; neu gespielt ab %1</translation>
    </message>
    <message>
        <source>resumed from %1</source>
        <translation>fortgesetzt ab %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Technical failures:</source>
        <translation>Technische Fehler:</translation>
    </message>
    <message>
        <source>  game %1: %2, %3</source>
        <translation>  Partie %1: %2, %3</translation>
    </message>
    <message>
        <source>game %1 (%2) halted at %3: kept; `playbench-cli arimaa wcc resume` can resume it from one of its moves, else it is played from the start</source>
        <translation>Partie %1 (%2) angehalten bei %3: behalten; `playbench-cli arimaa wcc resume` kann sie ab einem ihrer Züge fortsetzen, sonst wird sie von Anfang an gespielt</translation>
    </message>
    <message>
        <source>Plays shard I of N of a tournament's planned games (those whose number is I modulo N) that no shard has played yet, on this machine, and appends each result to the shard's own file beside the database (DB.shard-I-of-N.jsonl). The database is only read. Run again after a failure: only the shard's unplayed games are played. `playbench-cli merge` folds the results into the database. SIGINT or SIGTERM stops it (exit status 3).</source>
        <translation>Spielt Shard I von N der geplanten Partien eines Turniers (die, deren Nummer modulo N gleich I ist), die noch kein Shard gespielt hat, auf diesem Rechner und hängt jedes Ergebnis an die eigene Datei des Shards neben der Datenbank an (DB.shard-I-of-N.jsonl). Die Datenbank wird nur gelesen. Nach einem Fehler erneut ausführen: nur die ungespielten Partien des Shards werden gespielt. `playbench-cli merge` führt die Ergebnisse in die Datenbank zusammen. SIGINT oder SIGTERM hält es an (Exit-Status 3).</translation>
    </message>
    <message>
        <source>The tournament's database (written by --plan-only).</source>
        <translation>Die Datenbank des Turniers (geschrieben mit --plan-only).</translation>
    </message>
    <message>
        <source>Which shard: I of N, from 1.</source>
        <translation>Welcher Shard: I von N, ab 1.</translation>
    </message>
    <message>
        <source>give --db and --shard</source>
        <translation>geben Sie --db und --shard an</translation>
    </message>
    <message>
        <source>--shard: %1</source>
        <translation>--shard: %1</translation>
    </message>
    <message>
        <source>shard %1/%2: %3 games to play (%4 of its %5 played before); results in %6</source>
        <translation>Shard %1/%2: %3 Partien zu spielen (%4 seiner %5 bereits gespielt); Ergebnisse in %6</translation>
    </message>
    <message>
        <source>game %1: %2: %3</source>
        <translation>Partie %1: %2: %3</translation>
    </message>
    <message>
        <source>shard %1/%2: played %3 games in %4 s (%5 games/s)</source>
        <translation>Shard %1/%2: %3 Partien in %4 s gespielt (%5 Partien/s)</translation>
    </message>
    <message>
        <source>stopped; run the same command again to play the rest of the shard</source>
        <translation>angehalten; führen Sie denselben Befehl erneut aus, um den Rest des Shards zu spielen</translation>
    </message>
    <message>
        <source>Folds the result files of every shard (DB.shard-*.jsonl, written by `playbench-cli work`) into the tournament's database, then prints the standings. Results already in the database are left as they are, so merging twice changes nothing. When every planned game is played and the format plans rounds (the Arimaa championship), the next round is planned: play its shards and merge again. The shard files are kept; delete them once the tournament is complete.</source>
        <translation>Führt die Ergebnisdateien aller Shards (DB.shard-*.jsonl, geschrieben von `playbench-cli work`) in die Datenbank des Turniers zusammen und gibt dann die Tabelle aus. Ergebnisse, die bereits in der Datenbank sind, bleiben unverändert, sodass zweimaliges Zusammenführen nichts ändert. Wenn alle geplanten Partien gespielt sind und das Format Runden plant (die Arimaa-Meisterschaft), wird die nächste Runde geplant: spielen Sie ihre Shards und führen Sie erneut zusammen. Die Shard-Dateien bleiben erhalten; löschen Sie sie, sobald das Turnier abgeschlossen ist.</translation>
    </message>
    <message>
        <source>merged %1 new results from %2 shard files (%3 were in the database already</source>
        <translation>%1 neue Ergebnisse aus %2 Shard-Dateien zusammengeführt (%3 waren bereits in der Datenbank</translation>
    </message>
    <message>
        <source>, %1 halted games kept</source>
        <translation>, %1 angehaltene Partien behalten</translation>
    </message>
    <message>
        <source>, %1 broken lines skipped: games cut short, played again by their shard</source>
        <translation>, %1 defekte Zeilen übersprungen: abgebrochene Partien, die ihr Shard erneut spielt</translation>
    </message>
    <message>
        <source>, %1 results of games not in the plan skipped</source>
        <translation>, %1 Ergebnisse von Partien außerhalb des Plans übersprungen</translation>
    </message>
    <message>
        <source>planned the next %1 games: play their shards and merge again</source>
        <translation>die nächsten %1 Partien geplant: spielen Sie ihre Shards und führen Sie erneut zusammen</translation>
    </message>
    <message>
        <source>batch planned: %1 tests in %2; play them with `playbench-cli work --db %2 --shard I/N` or `playbench-cli slurm submit --db %2 --shards N`, `playbench-cli merge --db %2`, then `playbench-cli peaceable batch --from %2`</source>
        <translation>Batch geplant: %1 Tests in %2; spielen Sie sie mit `playbench-cli work --db %2 --shard I/N` oder `playbench-cli slurm submit --db %2 --shards N`, `playbench-cli merge --db %2`, dann `playbench-cli peaceable batch --from %2`</translation>
    </message>
    <message>
        <source>%1 holds no peaceable batch</source>
        <translation>%1 enthält keinen Peaceable-Batch</translation>
    </message>
    <message>
        <source>%1: %2 of %3 tests solved</source>
        <translation>%1: %2 von %3 Tests gelöst</translation>
    </message>
    <message>
        <source>Write the batch as a tournament of one solver into this database and stop, to solve it in shards on other machines (playbench-cli work, slurm submit, merge: docs/cluster.md).</source>
        <translation>Den Batch als Turnier eines einzigen Lösers in diese Datenbank schreiben und anhalten, um ihn in Shards auf anderen Rechnern zu lösen (playbench-cli work, slurm submit, merge: docs/cluster.md).</translation>
    </message>
    <message>
        <source>Take the answers of a batch planned with --plan and played (merged) instead of solving: each is checked again and offered to the best-scores database.</source>
        <translation>Statt zu lösen, die Antworten eines mit --plan geplanten und gespielten (zusammengeführten) Batches übernehmen: jede wird erneut geprüft und der Bestwert-Datenbank angeboten.</translation>
    </message>
    <message>
        <source>give --plan or --from, not both</source>
        <translation>geben Sie --plan oder --from an, nicht beides</translation>
    </message>
    <message>
        <source>playbench-cli: %1: %2</source>
        <translation>playbench-cli: %1: %2</translation>
    </message>
    <message>
        <source>playbench-cli: sbatch %1 did not run: %2</source>
        <translation>playbench-cli: sbatch %1 lief nicht: %2</translation>
    </message>
    <message>
        <source>playbench-cli: sbatch %1 failed (exit status %2): %3</source>
        <translation>playbench-cli: sbatch %1 fehlgeschlagen (Exit-Status %2): %3</translation>
    </message>
    <message>
        <source>Submits a planned tournament (`tournament GAME ... --plan-only --db FILE`) to Slurm: a job array of N tasks, each playing one shard (`playbench-cli work --shard I/N`) with its own resources, and a merge job that runs after every task has ended (afterany) and folds their results into the database. The scripts are written beside the database (FILE.slurm-work.sh, FILE.slurm-merge.sh), logs too. Tasks are requeued by Slurm after a node failure or preemption; a task that ran out of time is finished by submitting again: each task plays only its shard's unplayed games. The database, the programs and every file the tournament reads must be on a path all nodes share.</source>
        <translation>Übergibt ein geplantes Turnier (`tournament GAME ... --plan-only --db FILE`) an Slurm: ein Auftrags-Array aus N Tasks, von denen jede einen Shard spielt (`playbench-cli work --shard I/N`) mit eigenen Ressourcen, und ein Merge-Auftrag, der nach dem Ende aller Tasks läuft (afterany) und ihre Ergebnisse in die Datenbank zusammenführt. Die Skripte werden neben die Datenbank geschrieben (FILE.slurm-work.sh, FILE.slurm-merge.sh), die Logs ebenfalls. Tasks werden von Slurm nach einem Knotenausfall oder einer Verdrängung neu eingereiht; eine Task, deren Zeit abgelaufen ist, wird durch erneutes Übergeben beendet: jede Task spielt nur die ungespielten Partien ihres Shards. Die Datenbank, die Programme und jede Datei, die das Turnier liest, müssen auf einem Pfad liegen, den alle Knoten gemeinsam nutzen.</translation>
    </message>
    <message>
        <source>The planned tournament's database.</source>
        <translation>Die Datenbank des geplanten Turniers.</translation>
    </message>
    <message>
        <source>Array tasks (shards) to split the games into.</source>
        <translation>Array-Tasks (Shards), auf die die Partien verteilt werden.</translation>
    </message>
    <message>
        <source>Cores of each task: games it plays at once (default 1).</source>
        <translation>Kerne jeder Task: Partien, die sie gleichzeitig spielt (Standard 1).</translation>
    </message>
    <message>
        <source>Slurm partition of both jobs.</source>
        <translation>Slurm-Partition beider Aufträge.</translation>
    </message>
    <message>
        <source>Time limit of each task and of the merge job (Slurm's format).</source>
        <translation>Zeitlimit jeder Task und des Merge-Auftrags (im Slurm-Format).</translation>
    </message>
    <message>
        <source>Memory of each task (Slurm's format, e.g. 2G).</source>
        <translation>Speicher jeder Task (im Slurm-Format, z. B. 2G).</translation>
    </message>
    <message>
        <source>Slurm account to charge.</source>
        <translation>Zu belastendes Slurm-Konto.</translation>
    </message>
    <message>
        <source>Slurm quality of service.</source>
        <translation>Slurm-Quality-of-Service (QOS).</translation>
    </message>
    <message>
        <source>Any further #SBATCH option for both jobs, e.g. --sbatch-option=--constraint=avx2 (repeated).</source>
        <translation>Jede weitere #SBATCH-Option für beide Aufträge, z. B. --sbatch-option=--constraint=avx2 (wiederholt).</translation>
    </message>
    <message>
        <source>playbench-cli as the nodes run it (default: this program, %1).</source>
        <translation>playbench-cli, wie die Knoten es ausführen (Standard: dieses Programm, %1).</translation>
    </message>
    <message>
        <source>Wait for the merge job to end, then print the standings.</source>
        <translation>Auf das Ende des Merge-Auftrags warten, dann die Tabelle ausgeben.</translation>
    </message>
    <message>
        <source>Print the scripts and the sbatch commands; submit nothing.</source>
        <translation>Die Skripte und die sbatch-Befehle ausgeben; nichts übergeben.</translation>
    </message>
    <message>
        <source>give --db and --shards</source>
        <translation>geben Sie --db und --shards an</translation>
    </message>
    <message>
        <source>%1 holds no tournament</source>
        <translation>%1 enthält kein Turnier</translation>
    </message>
    <message>
        <source>playbench-cli: sbatch not found: run this on a machine that submits Slurm jobs, or use --dry-run to see the scripts</source>
        <translation>playbench-cli: sbatch nicht gefunden: führen Sie dies auf einem Rechner aus, der Slurm-Aufträge übergibt, oder verwenden Sie --dry-run, um die Skripte zu sehen</translation>
    </message>
    <message>
        <source>submitted %1 shards of %2 games (%3 played before) as job array %4</source>
        <translation>%1 Shards mit %2 Partien (%3 bereits gespielt) als Auftrags-Array %4 übergeben</translation>
    </message>
    <message>
        <source>merge job %1 runs after it; then: playbench-cli tournament show --db %2</source>
        <translation>Merge-Auftrag %1 läuft danach; dann: playbench-cli tournament show --db %2</translation>
    </message>
    <message>
        <source>name a slurm command: submit</source>
        <translation>nennen Sie einen slurm-Befehl: submit</translation>
    </message>
    <message>
        <source>Usage: playbench-cli slurm submit --db FILE --shards N [options]
  submit  Play a planned tournament's shards as a Slurm job array, then merge.
</source>
        <translation>Aufruf: playbench-cli slurm submit --db FILE --shards N [options]
  submit  Die Shards eines geplanten Turniers als Slurm-Auftrags-Array spielen, dann zusammenführen.
</translation>
    </message>
    <message>
        <source>unknown slurm command '%1'</source>
        <translation>unbekannter slurm-Befehl '%1'</translation>
    </message>
    <message>
        <source>Write the plan (every game) into the database and stop, to play it in shards on other machines: `playbench-cli work`, `playbench-cli slurm submit` (docs/cluster.md).</source>
        <translation>Den Plan (jede Partie) in die Datenbank schreiben und anhalten, um ihn in Shards auf anderen Rechnern zu spielen: `playbench-cli work`, `playbench-cli slurm submit` (docs/cluster.md).</translation>
    </message>
    <message>
        <source>%1 tournament planned: %2 games (%3 already played) in %4; play them with `playbench-cli work --db %4 --shard I/N` for I = 1..N, or `playbench-cli slurm submit --db %4 --shards N`, then `playbench-cli merge --db %4`</source>
        <translation>Turnier %1 geplant: %2 Partien (%3 bereits gespielt) in %4; spielen Sie sie mit `playbench-cli work --db %4 --shard I/N` für I = 1..N oder `playbench-cli slurm submit --db %4 --shards N`, dann `playbench-cli merge --db %4`</translation>
    </message>
    <message>
        <source>Usage: playbench-cli ants &lt;command&gt; [options]

Commands:
  run       Play games: --world W --red A --black B; see 'ants run --help'.
  check     Check brains and worlds: ants check FILE...
  compile   Compile a brain program (.antl) to a brain: ants compile FILE [-o OUT] [--map].
  generate  Make a random contest world: ants generate [--seed N] [--output FILE].
  diff      Compare dump traces: ants diff A B, or ants diff A --world W --red R --black B.
</source>
        <translation>Aufruf: playbench-cli ants &lt;command&gt; [options]

Befehle:
  run       Partien spielen: --world W --red A --black B; siehe 'ants run --help'.
  check     Gehirne und Welten prüfen: ants check FILE...
  compile   Ein Gehirnprogramm (.antl) zu einem Gehirn kompilieren: ants compile FILE [-o OUT] [--map].
  generate  Eine zufällige Wettbewerbswelt erzeugen: ants generate [--seed N] [--output FILE].
  diff      Dump-Traces vergleichen: ants diff A B oder ants diff A --world W --red R --black B.
</translation>
    </message>
    <message>
        <source>Compiles a brain written in the ant brain language (docs/ant-language.md) to an ICFP 2004 brain (.ant) of at most 10,000 states, and prints every error and warning on standard error as file:line:column. Exits 1 if the program has an error.</source>
        <translation>Kompiliert ein in der Ameisengehirn-Sprache (docs/ant-language.md) geschriebenes Gehirn zu einem ICFP-2004-Gehirn (.ant) mit höchstens 10.000 Zuständen und gibt jeden Fehler und jede Warnung auf der Standardfehlerausgabe als Datei:Zeile:Spalte aus. Beendet sich mit 1, wenn das Programm einen Fehler enthält.</translation>
    </message>
    <message>
        <source>The brain program (.antl).</source>
        <translation>Das Gehirnprogramm (.antl).</translation>
    </message>
    <message>
        <source>Write the brain to OUT instead of standard output.</source>
        <translation>Das Gehirn in OUT statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>Also give the source map, one line per state: "STATE LINE:COLUMN", then "call LINE:COLUMN" for a state of an inlined procedure. Written to OUT.map with -o, else printed after the brain as ';' comments, so that the output still loads as a brain.</source>
        <translation>Auch die Source-Map ausgeben, eine Zeile pro Zustand: "STATE LINE:COLUMN", dann "call LINE:COLUMN" für einen Zustand einer eingesetzten Prozedur. Mit -o in OUT.map geschrieben, sonst nach dem Gehirn als ';'-Kommentare ausgegeben, sodass sich die Ausgabe weiterhin als Gehirn laden lässt.</translation>
    </message>
    <message>
        <source>ants compile needs a file</source>
        <translation>ants compile braucht eine Datei</translation>
    </message>
    <message>
        <source>ants compile takes one file</source>
        <translation>ants compile nimmt eine Datei</translation>
    </message>
    <message>
        <source>give -o at most once</source>
        <translation>geben Sie -o höchstens einmal an</translation>
    </message>
    <message>
        <source>%1: cannot write the brain: %2</source>
        <translation>%1: das Gehirn kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the source map: %2</source>
        <translation>%1: die Source-Map kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>name an ants command: run, check, compile, generate or diff</source>
        <translation>nennen Sie einen ants-Befehl: run, check, compile, generate oder diff</translation>
    </message>
    <message>
        <source>Runs the Arimaa search bot for --ms milliseconds on one thread on the standard opening (both sides' standard setups) and the first --positions benchmark positions (clueless_benchmark) of arimaa/move-count-positions.txt, and prints the depth reached (steps), the nodes and nodes per second. With --depth D it searches each position to D steps instead, without a clock, and prints the nodes and the time it took (what a better move order lowers).</source>
        <translation>Lässt den Arimaa-Such-Bot --ms Millisekunden auf einem Thread auf der Standarderöffnung (die Standardaufstellungen beider Seiten) und den ersten --positions Benchmark-Stellungen (clueless_benchmark) aus arimaa/move-count-positions.txt laufen und gibt die erreichte Tiefe (Schritte), die Knoten und die Knoten pro Sekunde aus. Mit --depth D durchsucht er stattdessen jede Stellung bis D Schritte, ohne Uhr, und gibt die Knoten und die benötigte Zeit aus (was eine bessere Zugsortierung senkt).</translation>
    </message>
    <message>
        <source>Search to this depth in steps, without a clock.</source>
        <translation>Bis zu dieser Tiefe in Schritten suchen, ohne Uhr.</translation>
    </message>
    <message>
        <source>search bot, depth %1 per position, one thread</source>
        <translation>Such-Bot, Tiefe %1 pro Stellung, ein Thread</translation>
    </message>
    <message>
        <source>Plays two bots of one level (--bot, default search) as a team against two of another (--against, default greedy) on generated boards 1 to N, 24 seatings per board: seating k puts the --bot bots on team k mod 2 (Yellow+White or Black+Red) and gives the four players the bot seeds of permutation k / 2 (rounded down; the permutations of 1..4 in lexicographic order, 0 being 1 2 3 4), so seatings 2j and 2j + 1 deal the same seeds with the teams swapped. Every game ends with the optimal final rush. Prints the --bot team's average points (of 20) and the time per turn of each level. Runs on one thread per job.</source>
        <translation>Spielt zwei Bots einer Stufe (--bot, Standard search) als Team gegen zwei einer anderen (--against, Standard greedy) auf den generierten Brettern 1 bis N, 24 Sitzordnungen pro Brett: Sitzordnung k setzt die --bot-Bots in Team k mod 2 (Yellow+White oder Black+Red) und gibt den vier Spielern die Bot-Startwerte der Permutation k / 2 (abgerundet; die Permutationen von 1..4 in lexikografischer Reihenfolge, 0 ist 1 2 3 4), sodass die Sitzordnungen 2j und 2j + 1 dieselben Startwerte mit vertauschten Teams verteilen. Jede Partie endet mit dem optimalen Endspurt. Gibt die durchschnittlichen Punkte des --bot-Teams (von 20) und die Zeit pro Zug jeder Stufe aus. Läuft auf einem Thread pro Job.</translation>
    </message>
    <message>
        <source>The team's bot: random, greedy, search or mcts (default search).</source>
        <translation>Der Bot des Teams: random, greedy, search oder mcts (Standard search).</translation>
    </message>
    <message>
        <source>The other team's bot (default greedy).</source>
        <translation>Der Bot des anderen Teams (Standard greedy).</translation>
    </message>
    <message>
        <source>Every bot's budget per turn in ms (default 100).</source>
        <translation>Budget jedes Bots pro Zug in ms (Standard 100).</translation>
    </message>
    <message>
        <source>playbench-cli: --%1 must be random, greedy, search or mcts, not '%2'</source>
        <translation>playbench-cli: --%1 muss random, greedy, search oder mcts sein, nicht '%2'</translation>
    </message>
    <message>
        <source>%1 games (%2 boards x %3 seatings), %5 vs %6 (budget %4 ms)</source>
        <translation>%1 Partien (%2 Bretter x %3 Sitzordnungen), %5 gegen %6 (Budget %4 ms)</translation>
    </message>
    <message>
        <source>  %5 team: %1 points of 20 on average; %2 won, %3 tied, %4 lost</source>
        <translation>  Team %5: im Durchschnitt %1 von 20 Punkten; %2 gewonnen, %3 unentschieden, %4 verloren</translation>
    </message>
    <message>
        <source>  time per turn: %4 %1 ms, %5 %2 ms (%3 s wall)</source>
        <translation>  Zeit pro Zug: %4 %1 ms, %5 %2 ms (%3 s Echtzeit)</translation>
    </message>
    <message>
        <source>Usage: playbench-cli less moves [--board STRING | --seed N] [--play TURNS] [--colour C] [--all] [--json]
       playbench-cli less rush [--board STRING | --seed N] --colour C --pieces SQUARES [--json]
       playbench-cli less show [--board STRING | --seed N] [--play TURNS]
       playbench-cli less generate [--seed N] [--tiles FILE] [--no-rotate]
       playbench-cli less play [--board STRING | --seed N] --player CMD (4 times) [--permutations] [--jobs N]
                               [--time-ms MS] [--log-dir DIR] [--json]

  moves     List the legal turns of the colour to move (after --play), with their costs.
  rush      The exact fewest moves for a colour's four pieces to get home alone.
  show      Draw the board, its walls and the pieces.
  generate  Print a random board's 112-digit wall string (16 tiles from a double set).
  play      Referee games between programs and built-in bots (bot:random, bot:greedy, bot:search, bot:mcts).

The board is the task's Figure 1 unless --board or --seed says otherwise.
</source>
        <translation>Aufruf: playbench-cli less moves [--board STRING | --seed N] [--play TURNS] [--colour C] [--all] [--json]
       playbench-cli less rush [--board STRING | --seed N] --colour C --pieces SQUARES [--json]
       playbench-cli less show [--board STRING | --seed N] [--play TURNS]
       playbench-cli less generate [--seed N] [--tiles FILE] [--no-rotate]
       playbench-cli less play [--board STRING | --seed N] --player CMD (4 times) [--permutations] [--jobs N]
                               [--time-ms MS] [--log-dir DIR] [--json]

  moves     Die regelgerechten Züge der Farbe am Zug (nach --play) mit ihren Kosten auflisten.
  rush      Die exakt wenigsten Züge, mit denen die vier Steine einer Farbe allein heimkommen.
  show      Das Brett, seine Mauern und die Steine zeichnen.
  generate  Die 112-stellige Mauerzeichenkette eines Zufallsbretts ausgeben (16 Kacheln aus einem doppelten Satz).
  play      Partien zwischen Programmen und eingebauten Bots leiten (bot:random, bot:greedy, bot:search, bot:mcts).

Das Brett ist das aus Figure 1 der Aufgabe, sofern --board oder --seed nichts anderes angeben.
</translation>
    </message>
    <message>
        <source>The bot that takes over a faulty program's seat: random, greedy, search or mcts (default random).</source>
        <translation>Der Bot, der den Platz eines fehlerhaften Programms übernimmt: random, greedy, search oder mcts (Standard random).</translation>
    </message>
    <message>
        <source>%1... (%2 characters)</source>
        <translation>%1... (%2 Zeichen)</translation>
    </message>
    <message>
        <source>Referees Less games as CodeCup 2017 did: each player is a built-in bot (bot:random, bot:greedy, bot:search, bot:mcts) or a program's command line; programs read the board, their colour and the others' turns on stdin and write their turns on stdout. A program that crashes, runs out of time or sends an invalid turn scores 0 and the judge's bot plays its seat from there on. --player is given four times, for Yellow, Black, White and Red; --permutations plays all 24 seatings of the four players on the board.</source>
        <translation>Leitet Less-Partien wie der CodeCup 2017: jeder Spieler ist ein eingebauter Bot (bot:random, bot:greedy, bot:search, bot:mcts) oder die Befehlszeile eines Programms; Programme lesen das Brett, ihre Farbe und die Züge der anderen von stdin und schreiben ihre Züge auf stdout. Ein Programm, das abstürzt, die Zeit überschreitet oder einen ungültigen Zug sendet, erhält 0 Punkte, und der Bot des Schiedsrichters spielt von da an seinen Platz. --player wird viermal angegeben, für Yellow, Black, White und Red; --permutations spielt alle 24 Sitzordnungen der vier Spieler auf dem Brett.</translation>
    </message>
    <message>
        <source>--judge takes random, greedy, search or mcts, not '%1'</source>
        <translation>--judge nimmt random, greedy, search oder mcts, nicht '%1'</translation>
    </message>
    <message>
        <source>%1 takes a number of MB from 0 (no limit) to 1048576, not '%2'</source>
        <translation>%1 nimmt eine Anzahl MB von 0 (kein Limit) bis 1048576, nicht '%2'</translation>
    </message>
    <message>
        <source>A player: bot:random, bot:greedy, bot:search, bot:mcts or a program's command line, with NAME= before it to name it (at least four times).</source>
        <translation>Ein Spieler: bot:random, bot:greedy, bot:search, bot:mcts oder die Befehlszeile eines Programms, mit NAME= davor, um ihn zu benennen (mindestens viermal).</translation>
    </message>
    <message>
        <source>  seed %1 (%2 x %2, %3 players): score %4%5, bound %9 (%10%), %6 M moves, %7 region draws, %8 s</source>
        <translation>  Startwert %1 (%2 x %2, %3 Spieler): Punktzahl %4%5, Schranke %9 (%10%), %6 Mio. Züge, %7 Regionsziehungen, %8 s</translation>
    </message>
    <message>
        <source>  total: %1, bounds %2 (%3%)</source>
        <translation>  Summe: %1, Schranken %2 (%3%)</translation>
    </message>
    <message>
        <source>Usage: playbench-cli peaceable gen --seed S [--output FILE]
       playbench-cli peaceable check --seed S ANSWER
       playbench-cli peaceable check INPUT ANSWER
       playbench-cli peaceable solve (--seed S | INPUT) [--time SECONDS] [--iterations N] [--solver-seed N] [--threads N]
       playbench-cli peaceable batch [--seeds 1-100] [--time SECONDS] [--jobs N] [--threads N] [--db FILE]
       playbench-cli peaceable queens --n N [--time SECONDS] [--target K] [--solver-seed N] [--threads N]
       playbench-cli peaceable bound (--seed S | INPUT) [--queens-only]

  gen    Write the contest's test of a seed in its input format (byte for byte the
         official tester's: Java's SHA1PRNG seeded with S).
  check  Check an answer (the contest's output format) as the tester does, print every
         fault with its pieces and squares, each player's total, and on the last line
         the score: the lowest player's total, -1 when the answer is invalid.
  solve  Place pieces (flood-filled regions, then simulated annealing) and write the
         answer in the contest's output format; the score goes to standard error.
  batch  Solve a seed range, keep each seed's best answer in the best-scores database
         (SQLite) and print new bests against old ones.
  queens Classic peaceable queens (OEIS A250000): as many white and black queens on an
         empty N x N board, no queen attacking one of the other colour; prints the board
         (W, B, .) and on the last line the score, min(white, black).
  bound  An upper bound on the test's best possible score (no answer scores more) and
         how it was reached; the bound alone on the last line.

ANSWER or INPUT '-' reads standard input.
</source>
        <translation>Aufruf: playbench-cli peaceable gen --seed S [--output FILE]
       playbench-cli peaceable check --seed S ANSWER
       playbench-cli peaceable check INPUT ANSWER
       playbench-cli peaceable solve (--seed S | INPUT) [--time SECONDS] [--iterations N] [--solver-seed N] [--threads N]
       playbench-cli peaceable batch [--seeds 1-100] [--time SECONDS] [--jobs N] [--threads N] [--db FILE]
       playbench-cli peaceable queens --n N [--time SECONDS] [--target K] [--solver-seed N] [--threads N]
       playbench-cli peaceable bound (--seed S | INPUT) [--queens-only]

  gen    Den Test des Wettbewerbs zu einem Startwert in dessen Eingabeformat schreiben (Byte
         für Byte wie der offizielle Tester: Javas SHA1PRNG mit dem Startwert S).
  check  Eine Antwort (im Ausgabeformat des Wettbewerbs) wie der Tester prüfen, jeden Fehler
         mit seinen Figuren und Feldern, die Summe jedes Spielers und in der letzten Zeile
         die Punktzahl ausgeben: die niedrigste Summe eines Spielers, -1 bei ungültiger Antwort.
  solve  Figuren platzieren (Regionen per Flutfüllung, dann Simulated Annealing) und die
         Antwort im Ausgabeformat des Wettbewerbs schreiben; die Punktzahl geht auf die Standardfehlerausgabe.
  batch  Einen Startwertbereich lösen, die beste Antwort jedes Startwerts in der Bestwert-Datenbank
         (SQLite) behalten und neue Bestwerte gegenüber den alten ausgeben.
  queens Klassische friedliche Damen (OEIS A250000): möglichst viele weiße und schwarze Damen auf einem
         leeren N x N Brett, keine Dame greift eine der anderen Farbe an; gibt das Brett
         (W, B, .) und in der letzten Zeile die Punktzahl aus, min(weiß, schwarz).
  bound  Eine obere Schranke für die bestmögliche Punktzahl des Tests (keine Antwort erzielt mehr) und
         ihre Herleitung; die Schranke allein in der letzten Zeile.

ANSWER oder INPUT '-' liest die Standardeingabe.
</translation>
    </message>
    <message>
        <source>Prints an upper bound on the best possible score of a test, proven as written at the top of core/peaceable/bound.h: every piece is worth at most the best piece, and the players' regions must meet somewhere, where pieces lose points. Then its parts, and the bound alone on the last line.</source>
        <translation>Gibt eine obere Schranke für die bestmögliche Punktzahl eines Tests aus, bewiesen wie am Anfang von core/peaceable/bound.h beschrieben: jede Figur ist höchstens so viel wert wie die beste Figur, und die Regionen der Spieler müssen irgendwo aneinandergrenzen, wo Figuren Punkte verlieren. Dann ihre Bestandteile und die Schranke allein in der letzten Zeile.</translation>
    </message>
    <message>
        <source>Bound the official test of this seed.</source>
        <translation>Die Schranke für den offiziellen Test zu diesem Startwert berechnen.</translation>
    </message>
    <message>
        <source>Allow queens only (as peaceable queens does).</source>
        <translation>Nur Damen zulassen (wie peaceable queens).</translation>
    </message>
    <message>
        <source>N=%1, C=%2: %3 free cells, best piece %4 points%5</source>
        <translation>N=%1, C=%2: %3 freie Zellen, beste Figur %4 Punkte%5</translation>
    </message>
    <message>
        <source> (queens only)</source>
        <translation> (nur Damen)</translation>
    </message>
    <message>
        <source>trivial bound (every free cell a best piece, shared evenly): %1</source>
        <translation>triviale Schranke (auf jeder freien Zelle eine beste Figur, gleichmäßig aufgeteilt): %1</translation>
    </message>
    <message>
        <source>boundary charge: %1 points per orthogonal, %2 per diagonal transition</source>
        <translation>Grenzkosten: %1 Punkte pro orthogonalem, %2 pro diagonalem Übergang</translation>
    </message>
    <message>
        <source>at the bound every player has at least %1 pieces; their regions' boundaries cost at least %2 points in all</source>
        <translation>an der Schranke hat jeder Spieler mindestens %1 Figuren; die Grenzen ihrer Regionen kosten insgesamt mindestens %2 Punkte</translation>
    </message>
    <message>
        <source>bound: %1 (%2% of the trivial bound)</source>
        <translation>Schranke: %1 (%2% der trivialen Schranke)</translation>
    </message>
    <message>
        <source>name a peaceable command: gen, check, solve, batch, queens or bound</source>
        <translation>nennen Sie einen peaceable-Befehl: gen, check, solve, batch, queens oder bound</translation>
    </message>
    <message>
        <source>Solves the Honeycomb qualifier problems of --problems with all 18 phrases of power, one problem after another on one thread, each for --time seconds split evenly over its seeds (or --runs games per seed, which does not depend on the machine's speed). Every solution is scored on the engine. Prints per problem the seeds, the problem's score (the contest's average over its seeds), the best real contest solutions of expected-scores.jsonl scored the same way, and the ratio; then the total against 595,537, the second-placed team's best total (only the total is known).</source>
        <translation>Löst die Honeycomb-Qualifikationsprobleme aus --problems mit allen 18 Machtwörtern, ein Problem nach dem anderen auf einem Thread, jedes für --time Sekunden, gleichmäßig auf seine Startwerte verteilt (oder --runs Partien pro Startwert, was nicht von der Geschwindigkeit des Rechners abhängt). Jede Lösung wird mit der Engine bewertet. Gibt pro Problem die Startwerte, die Punktzahl des Problems (der Durchschnitt des Wettbewerbs über seine Startwerte), die auf dieselbe Weise bewerteten besten echten Wettbewerbslösungen aus expected-scores.jsonl und das Verhältnis aus; dann die Summe gegenüber 595.537, der besten Summe des zweitplatzierten Teams (nur die Summe ist bekannt).</translation>
    </message>
    <message>
        <source>Problems: 0-24, 7, or 0-4,14 (default 0-24).</source>
        <translation>Probleme: 0-24, 7 oder 0-4,14 (Standard 0-24).</translation>
    </message>
    <message>
        <source>Seconds per problem, split evenly over its seeds (default 10).</source>
        <translation>Sekunden pro Problem, gleichmäßig auf seine Startwerte verteilt (Standard 10).</translation>
    </message>
    <message>
        <source>Games per seed instead of a time (the first with the tuned heuristics, the others varied); the best is kept.</source>
        <translation>Partien pro Startwert statt einer Zeit (die erste mit den abgestimmten Heuristiken, die übrigen variiert); die beste wird behalten.</translation>
    </message>
    <message>
        <source>Lock positions of each unit tried with the next unit's best after them (0: greedy; default %1).</source>
        <translation>Festsetzpositionen jeder Einheit, die jeweils mit der besten der nächsten Einheit danach erprobt werden (0: gierig; Standard %1).</translation>
    </message>
    <message>
        <source>One JSON object per problem and line, then the total.</source>
        <translation>Ein JSON-Objekt pro Problem und Zeile, dann die Summe.</translation>
    </message>
    <message>
        <source>--problems takes ids such as 0-24 or 0-4,14, not '%1'</source>
        <translation>--problems nimmt IDs wie 0-24 oder 0-4,14, nicht '%1'</translation>
    </message>
    <message>
        <source>Honeycomb solver, all 18 phrases, games per seed: %1, one thread</source>
        <translation>Honeycomb-Löser, alle 18 Machtwörter, Partien pro Startwert: %1, ein Thread</translation>
    </message>
    <message>
        <source>Honeycomb solver, all 18 phrases, %1 s per problem, one thread</source>
        <translation>Honeycomb-Löser, alle 18 Machtwörter, %1 s pro Problem, ein Thread</translation>
    </message>
    <message>
        <source>problem  seeds      score  best known   ratio  phrases  games  seconds</source>
        <translation>Problem  Startw.   Punkte    Bestwert   Verh.  Machtw.  Partien  Sekunden</translation>
    </message>
    <message>
        <source>total %1, best known %2 (%3%); the mark 595,537 (the second-placed team's best, problems 0-24): %4%</source>
        <translation>Summe %1, bekannter Bestwert %2 (%3%); die Marke 595.537 (das Beste des zweitplatzierten Teams, Probleme 0-24): %4%</translation>
    </message>
    <message>
        <source>* best known covers only some of the problem's seeds (the others count 0)</source>
        <translation>* der bekannte Bestwert deckt nur einen Teil der Startwerte des Problems ab (die übrigen zählen 0)</translation>
    </message>
    <message>
        <source>%1 solutions were invalid</source>
        <translation>%1 Lösungen waren ungültig</translation>
    </message>
    <message>
        <source>score %1 (%2 moves, %3 region draws, %4 layout moves)</source>
        <translation>Punktzahl %1 (%2 Züge, %3 Regionsziehungen, %4 Layoutzüge)</translation>
    </message>
    <message>
        <source>Take the result of every game that another tournament's database (repeat for more) played with the very same settings, instead of playing it again: for ants, the same two brain texts, world, seed and rounds (a changed brain is played again, its unchanged opponents' games are not). Games that depend on programs or clocks are always played.</source>
        <translation>Das Ergebnis jedes Spiels übernehmen, das die Datenbank eines anderen Turniers (für mehrere wiederholen) mit genau denselben Einstellungen gespielt hat, statt es erneut zu spielen: bei Ameisen dieselben zwei Gehirntexte, dieselbe Welt, derselbe Seed und dieselben Runden (ein geändertes Gehirn spielt erneut, die Spiele seiner unveränderten Gegner untereinander nicht). Spiele, die von Programmen oder Uhren abhängen, werden immer gespielt.</translation>
    </message>
    <message>
        <source>reused %1 of %2 unplayed games from %3</source>
        <translation>%1 von %2 ungespielten Spielen aus %3 übernommen</translation>
    </message>
    <message>
        <source>
Each also takes --jobs N (default: all cores), --db FILE, --reuse FILE, --json, --verbose and --plan-only.
</source>
        <translation>
Jedes nimmt außerdem --jobs N (Standard: alle Kerne), --db FILE, --reuse FILE, --json, --verbose und --plan-only.
</translation>
    </message>
    <message>
        <source>Plays BRAIN (.ant, or .antl compiled) against each opponent on the contest's ten sample worlds, once as red and once as black on each, for every seed, and prints its wins, draws and losses against each and in all, with the food on both hills per game. The games are deterministic: the same brains and seeds give the same figures on any machine.</source>
        <translation>Spielt BRAIN (.ant, oder .antl übersetzt) gegen jeden Gegner auf den zehn Beispielwelten des Wettbewerbs, auf jeder einmal als Rot und einmal als Schwarz, für jeden Seed, und gibt seine Siege, Unentschieden und Niederlagen gegen jeden und insgesamt aus, mit dem Futter auf beiden Hügeln pro Partie. Die Partien sind deterministisch: Dieselben Gehirne und Seeds ergeben auf jedem Rechner dieselben Werte.</translation>
    </message>
    <message>
        <source>The opponents: 'winners' (the six 2004 winners' brains, the default), 'all' (the 21 valid reference brains), or a brain file; repeat to add more.</source>
        <translation>Die Gegner: 'winners' (die Gehirne der sechs Sieger von 2004, Standard), 'all' (die 21 gültigen Referenzgehirne) oder eine Gehirndatei; wiederholen für mehr.</translation>
    </message>
    <message>
        <source>The games' seeds: 12345, 1-32, or 12345,777,5-32 (default 12345).</source>
        <translation>Die Seeds der Partien: 12345, 1-32 oder 12345,777,5-32 (Standard 12345).</translation>
    </message>
    <message>
        <source>The brain to measure (.ant or .antl).</source>
        <translation>Das zu messende Gehirn (.ant oder .antl).</translation>
    </message>
    <message>
        <source>bench ants-brain takes one brain</source>
        <translation>bench ants-brain nimmt ein Gehirn</translation>
    </message>
    <message>
        <source>--seeds takes seeds from 1 to 4294967295, like 12345 or 1-32 or 12345,5-32, not '%1'</source>
        <translation>--seeds nimmt Seeds von 1 bis 4294967295, etwa 12345 oder 1-32 oder 12345,5-32, nicht '%1'</translation>
    </message>
    <message>
        <source>no brains there</source>
        <translation>dort sind keine Gehirne</translation>
    </message>
    <message>
        <source>playbench-cli: %1 games stopped early (an ant reached a state past the end of its brain); they count as they stood</source>
        <translation>playbench-cli: %1 Partien endeten vorzeitig (eine Ameise erreichte einen Zustand hinter dem Ende ihres Gehirns); sie zählen mit dem Stand von da</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>%1 against %2 brains: %3 seeds x 10 sample worlds x 2 colours, %4 games in %5 s</source>
        <translation>%1 gegen %2 Gehirne: %3 Seeds x 10 Beispielwelten x 2 Farben, %4 Partien in %5 s</translation>
    </message>
    <message>
        <source>opponent                     wins  draws losses   food (per game, ours : theirs)</source>
        <translation>Gegner                     Siege  Unent. Niederl. Futter (pro Partie, unseres : ihres)</translation>
    </message>
    <message>
        <source>%1, by seat (wins-draws-losses, mean food difference ours - theirs per game):</source>
        <translation>%1, nach Platz (Siege-Unentschieden-Niederlagen, mittlerer Futterunterschied unser - ihr je Spiel):</translation>
    </message>
    <message>
        <source>Also print, against each opponent, every seat (world and colour): its wins, draws and losses over the seeds and the mean food difference (always in the JSON).</source>
        <translation>Zusätzlich gegen jeden Gegner jeden Platz (Welt und Farbe) ausgeben: Siege, Unentschieden und Niederlagen über die Seeds und den mittleren Futterunterschied (im JSON immer).</translation>
    </message>
    <message>
        <source>Solves the official Peaceable tests of --seeds one after another for --time seconds each, scores every answer with the checker and prints the table: score, a public finalist's score on seeds 1 to 10 and the ratio, the test's upper bound (core/peaceable/bound.h: no answer scores more) and the score's share of it, moves and region draws, and the totals. With --runs each test is solved several times and judged by its lowest score. Run it on a quiet machine: the scores depend on the machine's speed.</source>
        <translation>Löst die offiziellen Peaceable-Tests von --seeds nacheinander je --time Sekunden lang, bewertet jede Antwort mit dem Prüfer und gibt die Tabelle aus: Punkte, die Punkte eines öffentlichen Finalisten auf den Seeds 1 bis 10 und das Verhältnis, die obere Schranke des Tests (core/peaceable/bound.h: keine Antwort erzielt mehr) und der Anteil der Punkte daran, Züge und Regionsentwürfe sowie die Summen. Mit --runs wird jeder Test mehrmals gelöst und nach seinem niedrigsten Ergebnis beurteilt. Auf einem ruhigen Rechner ausführen: die Punkte hängen von der Geschwindigkeit des Rechners ab.</translation>
    </message>
    <message>
        <source>Independent annealing runs per solve, the best kept (default 1).</source>
        <translation>Unabhängige Annealing-Läufe je Lösung, der beste zählt (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Solves per test, with solver seeds S, S + 1, ...; the lowest score counts (default 1).</source>
        <translation>Lösungen je Test, mit den Solver-Seeds S, S + 1, ...; das niedrigste Ergebnis zählt (Vorgabe 1).</translation>
    </message>
    <message>
        <source> (lowest of %1)</source>
        <translation> (niedrigstes von %1)</translation>
    </message>
    <message>
        <source>  mean of the ratios to the finalist: %1% (issue 21's mark: 105%); seeds below the finalist: %2</source>
        <translation>  Mittel der Verhältnisse zum Finalisten: %1% (Marke aus Issue 21: 105%); Seeds unter dem Finalisten: %2</translation>
    </message>
    <message>
        <source>Peaceable solver, %1 s per test, threads: %2, runs per test: %3 (solver seeds from %4); the lowest run counts</source>
        <translation>Peaceable-Solver, %1 s je Test, Threads: %2, Läufe je Test: %3 (Solver-Seeds ab %4); der niedrigste Lauf zählt</translation>
    </message>
    <message>
        <source>world</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>as red</source>
        <translation>als Rot</translation>
    </message>
    <message>
        <source>as black</source>
        <translation>als Schwarz</translation>
    </message>
    <message>
        <source>Times Less turn generation and the exact final rush on one thread. Positions come from random legal games (seeded) on the Figure 1 board and generated boards 1 to 9: every legal turn sequence of the colour to move is enumerated (and, separately, reduced to distinct results); rushes are solved for each colour at the games' ends and from the start corners (the longest rushes); the rush table is built and looked up; the tree-search bot (level 4) plays the first turns of a game with a fixed number of playouts. Best of --repeat runs.</source>
        <translation>Misst die Zuggenerierung in Less und den exakten Endspurt auf einem Thread. Die Stellungen stammen aus zufälligen regelgerechten Partien (mit Startwert) auf dem Brett aus Figure 1 und den generierten Brettern 1 bis 9: jede regelgerechte Zugfolge der Farbe am Zug wird aufgezählt (und, getrennt davon, auf verschiedene Ergebnisse reduziert); Endspurts werden für jede Farbe am Ende der Partien und von den Startecken aus gelöst (die längsten Endspurts); die Endspurt-Tabelle wird erstellt und abgefragt; der Bot mit Baumsuche (Stufe 4) spielt die ersten Züge einer Partie mit einer festen Zahl von Playouts. Das beste von --repeat Läufen.</translation>
    </message>
    <message>
        <source>  tree search (level 4, %1 playouts a turn, the first %2 turns on Figure 1): %3 playouts/s</source>
        <translation>  Baumsuche (Stufe 4, %1 Playouts pro Zug, die ersten %2 Züge auf dem Brett aus Figure 1): %3 Playouts/s</translation>
    </message>
    <message>
        <source>    turns played: %1</source>
        <translation>    gespielte Züge: %1</translation>
    </message>
    <message>
        <source>Usage: playbench-cli bench ants [options]
       playbench-cli bench ants-diff [options]
       playbench-cli bench ants-tournament [options]
       playbench-cli bench ants-brain BRAIN [options]
       playbench-cli bench honeycomb [options]
       playbench-cli bench honeycomb-solver [options]
       playbench-cli bench arimaa [options]
       playbench-cli bench arimaa-goal [options]
       playbench-cli bench arimaa-bot [options]
       playbench-cli bench less [options]
       playbench-cli bench less-bots [options]
       playbench-cli bench peaceable [options]
Speed figures; 'playbench-cli bench ants --help' for the options.
</source>
        <translation>Aufruf: playbench-cli bench ants [options]
       playbench-cli bench ants-diff [options]
       playbench-cli bench ants-tournament [options]
       playbench-cli bench ants-brain BRAIN [options]
       playbench-cli bench honeycomb [options]
       playbench-cli bench honeycomb-solver [options]
       playbench-cli bench arimaa [options]
       playbench-cli bench arimaa-goal [options]
       playbench-cli bench arimaa-bot [options]
       playbench-cli bench less [options]
       playbench-cli bench less-bots [options]
       playbench-cli bench peaceable [options]
Geschwindigkeitswerte; 'playbench-cli bench ants --help' für die Optionen.
</translation>
    </message>
    <message>
        <source>Runs the goal search (can a side get a rabbit to its goal within 4 steps, with helpers, pushes and pulls) on the 485 positions of arimaa/goal-in-one-positions.txt for both colours, checks each answer against the full move generator and the file's verdicts, and times both on one thread, best of --repeat runs.</source>
        <translation>Führt die Torsuche (kann eine Seite ein Kaninchen in höchstens 4 Schritten ins Ziel bringen, mit Helfern, Schieben und Ziehen) auf den 485 Stellungen von arimaa/goal-in-one-positions.txt für beide Farben aus, prüft jede Antwort gegen den vollständigen Zuggenerator und die Urteile der Datei und misst beide auf einem Thread, bester von --repeat Läufen.</translation>
    </message>
    <message>
        <source>%1: no goal positions</source>
        <translation>%1: keine Torstellungen</translation>
    </message>
    <message>
        <source>goal search, %1 positions (both colours of %2 diagrams), 4 steps, best of %3 on one thread</source>
        <translation>Torsuche, %1 Stellungen (beide Farben von %2 Diagrammen), 4 Schritte, bester von %3 auf einem Thread</translation>
    </message>
    <message>
        <source>  goals: %1, %2 of them need more than a lone rabbit's walk</source>
        <translation>  Tore: %1, davon brauchen %2 mehr als den Lauf eines einzelnen Kaninchens</translation>
    </message>
    <message>
        <source>  agrees with the move generator: %1 of %2; with the file's verdicts: %3 of %4</source>
        <translation>  stimmt mit dem Zuggenerator überein: %1 von %2; mit den Urteilen der Datei: %3 von %4</translation>
    </message>
    <message>
        <source>  goal search: %1 s, %2 searches/s, %3 nodes</source>
        <translation>  Torsuche: %1 s, %2 Suchen/s, %3 Knoten</translation>
    </message>
    <message>
        <source>  move generator: %1 s (%2 times the goal search's time)</source>
        <translation>  Zuggenerator: %1 s (das %2-Fache der Zeit der Torsuche)</translation>
    </message>
    <message>
        <source>Usage: playbench-cli &lt;game&gt; &lt;command&gt; [options]
       playbench-cli bench &lt;game&gt; [options]
       playbench-cli tournament &lt;game&gt; [options] | tournament show --db FILE
       playbench-cli work --db FILE --shard I/N | merge --db FILE | slurm submit --db FILE --shards N

Playbench's engines from the command line.

Games and commands:
  ants run       Play ICFP 2004 ant games and print the end state (food, ants, winner).
  ants check     Check ant brains (.ant) and worlds (.world) and print every problem.
  ants compile   Compile a brain program (.antl, docs/ant-language.md) to a .ant brain.
  ants generate  Write a random contest world (task section 3.1) for a seed.
  ants diff      Find the first round and cell where two dump traces differ, or a dump
                 and a fresh simulation (--world, --red, --black).
  honeycomb score  Score ICFP 2015 Honeycomb solutions on a problem (per seed and
                 the problem's score).
  less moves     List the legal Less (CodeCup 2017) turns of a colour with their costs.
  less rush      The exact fewest moves of a colour's final rush, and one way to do it.
  less show      Draw a Less board with its walls and pieces.
  less generate  Print a random Less board's wall string (16 tiles, seedable).
  less play      Referee a Less game (or all 24 seatings) between programs and bots.
  arimaa replay  Replay the games of an arimaa.com archive and check each result and
                 termination against the record.
  arimaa moves   Count the distinct legal Arimaa moves of each position of a diagram file.
  arimaa match   Play Arimaa games between two AEI engines under a time control
                 (colours alternating) and write the games in the official notation.
  peaceable gen  Write the official Peaceable pieces (TCO19 final) test of a seed.
  peaceable check  Check and score a Peaceable answer as the contest's tester does.
  peaceable solve  Place Peaceable pieces for a test (regions + annealing, time limit).
  peaceable batch  Solve a seed range and keep the best answers in an SQLite table.
  peaceable queens  Classic peaceable queens: two colours of queens on an empty n x n board.
  peaceable bound  An upper bound on a Peaceable test's best possible score.
  tournament GAME  Run a contest's tournament (ants, less, honeycomb, peaceable, arimaa)
                 on all cores into an SQLite database; resumable.
  tournament show  The standings of a tournament's database.
  work           Play one shard of a planned tournament (tournament ... --plan-only) into
                 its own result file, on any machine (docs/cluster.md).
  merge          Fold the shards' result files into the tournament's database.
  slurm submit   Play a planned tournament's shards as a Slurm job array, then merge.
  bench ants     Time full 100,000-round ant games.
  bench ants-diff  Time comparing dump traces (the contest's dump, mapped and live).
  bench ants-tournament  Play the 4,200-game tournament of the reference brains.
  bench honeycomb  Time scoring the contest's Honeycomb solutions.
  bench less     Time Less turn generation and final-rush solving.
  bench less-bots  Play two bot levels as teams (e.g. the tree search against greedy).
  bench arimaa   Time generating every distinct Arimaa move of 32 benchmark positions.
  bench arimaa-goal  Check and time the Arimaa goal search on 485 reference positions.
  bench arimaa-bot  The Arimaa search bot's depth and nodes per second in a fixed time.
  bench peaceable  Solve Peaceable seeds 1-10 on one thread; scores against a finalist's and the bound.

Options:
  -h, --help     Show this help; 'playbench-cli ants run --help' shows a command's.
  -v, --version  Show the version.
  --program-memory-mb N  Before the game's name: the writable memory each external
                 program (Less programs, AEI engines, solver programs) may use, in MB
                 (default 4096, 0 for no limit; also PLAYBENCH_PROGRAM_MEMORY_MB).
  --program-output-mb N  Before the game's name: the most output a program may write
                 over its life, stdout and stderr together, in MB; past it the program
                 is stopped and judged as crashed (default 256, 0 for no limit; also
                 PLAYBENCH_PROGRAM_OUTPUT_MB).

Exit status: 0 on success, 1 on bad input (a broken file, a game that stopped on an
error, traces that differ), 2 on bad usage.
</source>
        <translation>Aufruf: playbench-cli &lt;game&gt; &lt;command&gt; [options]
       playbench-cli bench &lt;game&gt; [options]
       playbench-cli tournament &lt;game&gt; [options] | tournament show --db FILE
       playbench-cli work --db FILE --shard I/N | merge --db FILE | slurm submit --db FILE --shards N

Die Engines von Playbench auf der Befehlszeile.

Spiele und Befehle:
  ants run       Ameisenpartien des ICFP 2004 spielen und den Endstand ausgeben (Futter, Ameisen, Sieger).
  ants check     Ameisengehirne (.ant) und Welten (.world) prüfen und jedes Problem ausgeben.
  ants compile   Ein Gehirnprogramm (.antl, docs/ant-language.md) zu einem .ant-Gehirn kompilieren.
  ants generate  Eine zufällige Wettbewerbswelt (Aufgabe, Abschnitt 3.1) zu einem Startwert schreiben.
  ants diff      Die erste Runde und Zelle finden, in der sich zwei Dump-Traces unterscheiden, oder ein Dump
                 und eine frische Simulation (--world, --red, --black).
  honeycomb score  Honeycomb-Lösungen des ICFP 2015 zu einem Problem bewerten (pro Startwert und
                 die Punktzahl des Problems).
  less moves     Die regelgerechten Züge einer Farbe in Less (CodeCup 2017) mit ihren Kosten auflisten.
  less rush      Die exakt wenigsten Züge für den Endspurt einer Farbe und ein Weg dazu.
  less show      Ein Less-Brett mit seinen Mauern und Steinen zeichnen.
  less generate  Die Mauerzeichenkette eines zufälligen Less-Bretts ausgeben (16 Kacheln, mit Startwert).
  less play      Eine Less-Partie (oder alle 24 Sitzordnungen) zwischen Programmen und Bots als Schiedsrichter leiten.
  arimaa replay  Die Partien eines arimaa.com-Archivs nachspielen und jedes Ergebnis und jede
                 Beendigungsart mit der Partieaufzeichnung abgleichen.
  arimaa moves   Die verschiedenen regelgerechten Arimaa-Züge jeder Stellung einer Diagrammdatei zählen.
  arimaa match   Arimaa-Partien zwischen zwei AEI-Engines unter einer Bedenkzeit spielen
                 (mit wechselnden Farben) und die Partien in der offiziellen Notation schreiben.
  peaceable gen  Den offiziellen Test von Peaceable pieces (TCO19-Finale) zu einem Startwert schreiben.
  peaceable check  Eine Peaceable-Antwort wie der Tester des Wettbewerbs prüfen und bewerten.
  peaceable solve  Peaceable-Figuren für einen Test platzieren (Regionen + Annealing, Zeitlimit).
  peaceable batch  Einen Startwertbereich lösen und die besten Antworten in einer SQLite-Tabelle behalten.
  peaceable queens  Klassische friedliche Damen: Damen in zwei Farben auf einem leeren n x n Brett.
  peaceable bound  Eine obere Schranke für die bestmögliche Punktzahl eines Peaceable-Tests.
  tournament GAME  Das Turnier eines Wettbewerbs (ants, less, honeycomb, peaceable, arimaa)
                 auf allen Kernen in eine SQLite-Datenbank spielen; fortsetzbar.
  tournament show  Die Tabelle aus der Datenbank eines Turniers.
  work           Einen Shard eines geplanten Turniers (tournament ... --plan-only) in seine
                 eigene Ergebnisdatei spielen, auf einem beliebigen Rechner (docs/cluster.md).
  merge          Die Ergebnisdateien der Shards in die Datenbank des Turniers zusammenführen.
  slurm submit   Die Shards eines geplanten Turniers als Slurm-Auftrags-Array spielen, dann zusammenführen.
  bench ants     Zeit vollständiger Ameisenpartien über 100.000 Runden messen.
  bench ants-diff  Zeit des Vergleichs von Dump-Traces messen (der Dump des Wettbewerbs, eingeblendet und live).
  bench ants-tournament  Das Turnier der Referenzgehirne mit 4.200 Partien spielen.
  bench honeycomb  Zeit der Bewertung der Honeycomb-Lösungen des Wettbewerbs messen.
  bench less     Zeit der Less-Zuggenerierung und des Lösens des Endspurts messen.
  bench less-bots  Zwei Bot-Stufen als Teams spielen lassen (z. B. die Baumsuche gegen greedy).
  bench arimaa   Zeit für das Erzeugen aller verschiedenen Arimaa-Züge von 32 Benchmark-Stellungen messen.
  bench arimaa-goal  Die Arimaa-Torsuche an 485 Referenzstellungen prüfen und messen.
  bench arimaa-bot  Tiefe und Knoten pro Sekunde des Arimaa-Such-Bots in einer festen Zeit.
  bench peaceable  Peaceable-Startwerte 1-10 auf einem Thread lösen; Punktzahlen gegenüber denen eines Finalisten und der Schranke.

Optionen:
  -h, --help     Diese Hilfe anzeigen; 'playbench-cli ants run --help' zeigt die eines Befehls.
  -v, --version  Die Version anzeigen.
  --program-memory-mb N  Vor dem Namen des Spiels: der beschreibbare Speicher, den jedes externe
                 Programm (Less-Programme, AEI-Engines, Löser-Programme) nutzen darf, in MB
                 (Standard 4096, 0 für kein Limit; auch PLAYBENCH_PROGRAM_MEMORY_MB).
  --program-output-mb N  Vor dem Namen des Spiels: die größte Ausgabe, die ein Programm während seiner
                 Laufzeit schreiben darf, stdout und stderr zusammen, in MB; darüber hinaus wird das Programm
                 beendet und als abgestürzt gewertet (Standard 256, 0 für kein Limit; auch
                 PLAYBENCH_PROGRAM_OUTPUT_MB).

Exit-Status: 0 bei Erfolg, 1 bei fehlerhafter Eingabe (eine defekte Datei, eine Partie, die mit einem
Fehler abbrach, Traces, die sich unterscheiden), 2 bei falschem Aufruf.
</translation>
    </message>
    <message>
        <source>Usage: playbench-cli arimaa replay ARCHIVE [--json]
       playbench-cli arimaa moves POSITION_FILE [--json]
       playbench-cli arimaa eval POSITION_FILE [--steps N] [--json]
       playbench-cli arimaa match --gold CMD --silver CMD --tc TC [--games N] [--out FILE]
                                  [--archive FILE] [--ponder] [--jobs N] [--json]
       playbench-cli arimaa wcc qualifier --engine [NAME=]SPEC ... --benchmark [NAME=]SPEC ... [--games 20]
       playbench-cli arimaa wcc finals --engine [NAME=]SPEC ... [--tc TC] [--lives 4] [--db FILE] [--json]
       playbench-cli arimaa wcc resume --db FILE --game N --from MOVE [--reason TEXT]

  replay  Replay every game of an arimaa.com archive file (tab-separated columns with a
          header line) and compare our result and termination with the record.
  moves   Count the distinct legal moves of each position of a file of diagrams.
  eval    The search bot's evaluation of each position of a file of diagrams, term by term.
  match   Play games between two AEI engines under a time control, colours alternating.
  wcc qualifier  The championship's qualifier against benchmark bots (streak scoring).
  wcc finals  The World Computer Championship 2015 finals (floating quad elimination),
          round by round into a tournament database; resumable.
  wcc resume  After a technical failure: a halted or finished game of the database is
          played again from one of its moves, with the clocks of that moment.
</source>
        <translation>Aufruf: playbench-cli arimaa replay ARCHIVE [--json]
       playbench-cli arimaa moves POSITION_FILE [--json]
       playbench-cli arimaa eval POSITION_FILE [--steps N] [--json]
       playbench-cli arimaa match --gold CMD --silver CMD --tc TC [--games N] [--out FILE]
                                  [--archive FILE] [--ponder] [--jobs N] [--json]
       playbench-cli arimaa wcc qualifier --engine [NAME=]SPEC ... --benchmark [NAME=]SPEC ... [--games 20]
       playbench-cli arimaa wcc finals --engine [NAME=]SPEC ... [--tc TC] [--lives 4] [--db FILE] [--json]
       playbench-cli arimaa wcc resume --db FILE --game N --from MOVE [--reason TEXT]

  replay  Jede Partie einer arimaa.com-Archivdatei nachspielen (tabulatorgetrennte Spalten mit
          Kopfzeile) und unser Ergebnis und die Beendigungsart mit der Aufzeichnung vergleichen.
  moves   Die verschiedenen regelgerechten Züge jeder Stellung einer Diagrammdatei zählen.
  eval    Die Bewertung des Suchbots für jede Stellung einer Diagrammdatei, Term für Term.
  match   Partien zwischen zwei AEI-Engines unter einer Bedenkzeit spielen, Farben abwechselnd.
  wcc qualifier  Die Qualifikation der Meisterschaft gegen Benchmark-Bots (Serienwertung).
  wcc finals  Das Finale der World Computer Championship 2015 (Floating Quad Elimination),
          Runde für Runde in eine Turnierdatenbank; fortsetzbar.
  wcc resume  Nach einem technischen Fehler: eine angehaltene oder beendete Partie der Datenbank
          wird ab einem ihrer Züge neu gespielt, mit den Uhren dieses Moments.
</translation>
    </message>
    <message>
        <source>The search bot's evaluation of every position of a file of diagrams (as for arimaa moves), in hundredths of a rabbit from the side to move's view, with each term that is not zero: what a bot developer compares with another program's scores.</source>
        <translation>Die Bewertung des Suchbots für jede Stellung einer Diagrammdatei (wie bei arimaa moves), in Hundertsteln eines Kaninchens aus der Sicht der Seite am Zug, mit jedem Term, der nicht null ist: das, was ein Bot-Entwickler mit den Bewertungen eines anderen Programms vergleicht.</translation>
    </message>
    <message>
        <source>Steps left of the side to move's turn, 1 to 4 (default 4).</source>
        <translation>Verbleibende Schritte im Zug der Seite am Zug, 1 bis 4 (Standard 4).</translation>
    </message>
    <message>
        <source>One JSON object, with every term.</source>
        <translation>Ein JSON-Objekt, mit jedem Term.</translation>
    </message>
    <message>
        <source>--steps must be 1 to 4</source>
        <translation>--steps muss 1 bis 4 sein</translation>
    </message>
    <message>
        <source>position %1 (line %2, %3 to move): %4 (%5)</source>
        <translation>Stellung %1 (Zeile %2, %3 am Zug): %4 (%5)</translation>
    </message>
    <message>
        <source>name an arimaa command: replay, moves, eval, match or wcc</source>
        <translation>nennen Sie einen arimaa-Befehl: replay, moves, eval, match oder wcc</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Ants</source>
        <translation>Ants</translation>
    </message>
    <message>
        <source>Honeycomb</source>
        <translation>Honeycomb</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Less</translation>
    </message>
    <message>
        <source>Arimaa</source>
        <translation>Arimaa</translation>
    </message>
    <message>
        <source>Peaceable pieces</source>
        <translation>Peaceable pieces</translation>
    </message>
    <message>
        <source>Generate tests, check and score placements, watch a solver improve them.</source>
        <translation>Tests erzeugen, Platzierungen prüfen und bewerten, einem Löser beim Verbessern zusehen.</translation>
    </message>
    <message>
        <source>Ant brains on a hex world: watch and step through games of the exact contest simulator, edit brains, follow food and population graphs.</source>
        <translation>Ameisengehirne auf einer Sechseckwelt: Partien des exakten Wettbewerbssimulators ansehen und schrittweise durchgehen, Gehirne bearbeiten, Futter- und Populationsgraphen verfolgen.</translation>
    </message>
    <message>
        <source>Replay and score command strings with phrases of power, or play units by hand and save the solution.</source>
        <translation>Befehlszeichenketten mit Machtwörtern wiedergeben und bewerten oder Einheiten von Hand spielen und die Lösung speichern.</translation>
    </message>
    <message>
        <source>Four-player walls and jumps on an 8x8 board: play against bots and programs, replay game logs.</source>
        <translation>Mauern und Sprünge für vier Spieler auf einem 8x8-Brett: gegen Bots und Programme spielen, Partieprotokolle wiedergeben.</translation>
    </message>
    <message>
        <source>Play against the built-in bot or AEI engines with clocks, moves by dragging; replay game records.</source>
        <translation>Gegen den eingebauten Bot oder AEI-Engines mit Uhren spielen, Züge per Ziehen; Partieaufzeichnungen wiedergeben.</translation>
    </message>
</context>
<context>
    <name>HoneycombGame</name>
    <message>
        <source>invalid command '%1' at character %2</source>
        <translation>ungültiger Befehl '%1' bei Zeichen %2</translation>
    </message>
    <message>
        <source>command %1 at character %2 brings the unit back to a position it held</source>
        <translation>Befehl %1 bei Zeichen %2 bringt die Einheit in eine Position zurück, die sie schon einmal hatte</translation>
    </message>
    <message>
        <source>command at character %1 comes after the game ended</source>
        <translation>Befehl bei Zeichen %1 kommt nach dem Ende der Partie</translation>
    </message>
    <message>
        <source>the seed is not one of the problem's</source>
        <translation>der Startwert gehört nicht zu denen des Problems</translation>
    </message>
</context>
<context>
    <name>HoneycombProblem</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>the problem must be a JSON object</source>
        <translation>das Problem muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>'id' is missing or not a non-negative integer</source>
        <translation>'id' fehlt oder ist keine nichtnegative ganze Zahl</translation>
    </message>
    <message>
        <source>'width' is missing or not an integer from 1 to 10000</source>
        <translation>'width' fehlt oder ist keine ganze Zahl von 1 bis 10000</translation>
    </message>
    <message>
        <source>'height' is missing or not an integer from 1 to 10000</source>
        <translation>'height' fehlt oder ist keine ganze Zahl von 1 bis 10000</translation>
    </message>
    <message>
        <source>'sourceLength' is missing or not a non-negative integer</source>
        <translation>'sourceLength' fehlt oder ist keine nichtnegative ganze Zahl</translation>
    </message>
    <message>
        <source>'sourceSeeds' is missing or not a list</source>
        <translation>'sourceSeeds' fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>sourceSeeds[%1] is not an integer from 0 to 4294967295</source>
        <translation>sourceSeeds[%1] ist keine ganze Zahl von 0 bis 4294967295</translation>
    </message>
    <message>
        <source>'filled' is missing or not a list</source>
        <translation>'filled' fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>filled[%1] is not a cell {"x": int, "y": int}</source>
        <translation>filled[%1] ist keine Zelle {"x": int, "y": int}</translation>
    </message>
    <message>
        <source>filled[%1] (%2, %3) is off the %4 x %5 board</source>
        <translation>filled[%1] (%2, %3) liegt außerhalb des %4 x %5 Bretts</translation>
    </message>
    <message>
        <source>'units' is missing, not a list or empty</source>
        <translation>'units' fehlt, ist keine Liste oder ist leer</translation>
    </message>
    <message>
        <source>units[%1] is not an object</source>
        <translation>units[%1] ist kein Objekt</translation>
    </message>
    <message>
        <source>units[%1]: 'pivot' is missing or not a cell</source>
        <translation>units[%1]: 'pivot' fehlt oder ist keine Zelle</translation>
    </message>
    <message>
        <source>units[%1]: 'members' is missing, not a list or empty</source>
        <translation>units[%1]: 'members' fehlt, ist keine Liste oder ist leer</translation>
    </message>
    <message>
        <source>units[%1].members[%2] is not a cell</source>
        <translation>units[%1].members[%2] ist keine Zelle</translation>
    </message>
    <message>
        <source>units[%1].members[%2] (%3, %4) is listed twice</source>
        <translation>units[%1].members[%2] (%3, %4) ist doppelt aufgeführt</translation>
    </message>
</context>
<context>
    <name>HoneycombSolutions</name>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation>%1:%2: Fehler: kein gültiges JSON: %3</translation>
    </message>
    <message>
        <source>%1: error: a solutions file is a JSON list of {problemId, seed, solution}</source>
        <translation>%1: Fehler: eine Lösungsdatei ist eine JSON-Liste von {problemId, seed, solution}</translation>
    </message>
    <message>
        <source>%1: error: entry %2 needs a problemId, a seed (0 to 4294967295) and a solution string (and a tag, if any, is a string)</source>
        <translation>%1: Fehler: Eintrag %2 braucht eine problemId, einen seed (0 bis 4294967295) und einen solution-String (und ein tag, falls vorhanden, ist ein String)</translation>
    </message>
</context>
<context>
    <name>LessBoard</name>
    <message>
        <source>wall string: character %1 is %2; expected 0, 1 or 2</source>
        <translation>Mauerzeichenkette: Zeichen %1 ist %2; erwartet: 0, 1 oder 2</translation>
    </message>
    <message>
        <source>wall string: %1 digits; expected %2</source>
        <translation>Mauerzeichenkette: %1 Ziffern; erwartet: %2</translation>
    </message>
</context>
<context>
    <name>LessGameLog</name>
    <message>
        <source>expected a quoted text</source>
        <translation>Text in Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>\x needs two hexadecimal digits</source>
        <translation>\x braucht zwei Hexadezimalziffern</translation>
    </message>
    <message>
        <source>unknown escape \%1</source>
        <translation>unbekannte Escape-Sequenz \%1</translation>
    </message>
    <message>
        <source>the quoted text does not end</source>
        <translation>der Text in Anführungszeichen endet nicht</translation>
    </message>
    <message>
        <source>not a Less game log (it starts with 'less-game 1')</source>
        <translation>kein Less-Partieprotokoll (es beginnt mit 'less-game 1')</translation>
    </message>
    <message>
        <source>unknown log version</source>
        <translation>unbekannte Protokollversion</translation>
    </message>
    <message>
        <source>a second board line</source>
        <translation>eine zweite Brettzeile</translation>
    </message>
    <message>
        <source>a result before the board line</source>
        <translation>ein Ergebnis vor der Brettzeile</translation>
    </message>
    <message>
        <source>unknown line '%1'</source>
        <translation>unbekannte Zeile '%1'</translation>
    </message>
    <message>
        <source>expected a colour (Yellow, Black, White or Red)</source>
        <translation>Farbe erwartet (Yellow, Black, White oder Red)</translation>
    </message>
    <message>
        <source>the board line must come first</source>
        <translation>die Brettzeile muss zuerst kommen</translation>
    </message>
    <message>
        <source>start lines must come before the turns</source>
        <translation>Startzeilen müssen vor den Zügen kommen</translation>
    </message>
    <message>
        <source>expected a square (a1 to h8)</source>
        <translation>Feld erwartet (a1 bis h8)</translation>
    </message>
    <message>
        <source>two pieces on one square</source>
        <translation>zwei Steine auf einem Feld</translation>
    </message>
    <message>
        <source>a colour has four pieces</source>
        <translation>eine Farbe hat vier Steine</translation>
    </message>
    <message>
        <source>%1 plays Nil only once its team is home</source>
        <translation>%1 spielt Nil erst, wenn sein Team zu Hause ist</translation>
    </message>
    <message>
        <source>expected 'turn %1 Nil' first</source>
        <translation>zuerst 'turn %1 Nil' erwartet</translation>
    </message>
    <message>
        <source>a turn after the playing phase</source>
        <translation>ein Zug nach der Spielphase</translation>
    </message>
    <message>
        <source>it is %1's turn, not %2's</source>
        <translation>%1 ist am Zug, nicht %2</translation>
    </message>
    <message>
        <source>expected the turn number</source>
        <translation>Zugnummer erwartet</translation>
    </message>
    <message>
        <source>expected crash, timeout, invalid or rush</source>
        <translation>crash, timeout, invalid oder rush erwartet</translation>
    </message>
    <message>
        <source>a rush outside the final rush</source>
        <translation>ein Endspurt außerhalb des Endspurts</translation>
    </message>
    <message>
        <source>expected the number of moves</source>
        <translation>Anzahl der Züge erwartet</translation>
    </message>
    <message>
        <source>one step per word</source>
        <translation>ein Schritt pro Wort</translation>
    </message>
    <message>
        <source>the rush does not bring %1 home</source>
        <translation>der Endspurt bringt %1 nicht nach Hause</translation>
    </message>
    <message>
        <source>the rush costs %1 moves, not %2</source>
        <translation>der Endspurt kostet %1 Züge, nicht %2</translation>
    </message>
    <message>
        <source>expected the score (0 to 20)</source>
        <translation>Punktzahl erwartet (0 bis 20)</translation>
    </message>
    <message>
        <source>expected the moves</source>
        <translation>Züge erwartet</translation>
    </message>
    <message>
        <source>no board line</source>
        <translation>keine Brettzeile</translation>
    </message>
    <message>
        <source>no player line for %1</source>
        <translation>keine Spielerzeile für %1</translation>
    </message>
    <message>
        <source>results for a game that is not over</source>
        <translation>Ergebnisse für eine Partie, die nicht vorbei ist</translation>
    </message>
    <message>
        <source>no result line for %1</source>
        <translation>keine Ergebniszeile für %1</translation>
    </message>
    <message>
        <source>%1: the log says score %2 and %3 moves; the replay gives %4 and %5</source>
        <translation>%1: das Protokoll nennt Punktzahl %2 und %3 Züge; die Wiedergabe ergibt %4 und %5</translation>
    </message>
</context>
<context>
    <name>LessGenerator</name>
    <message>
        <source>%1:%2:%3: error: %4</source>
        <translation>%1:%2:%3: Fehler: %4</translation>
    </message>
    <message>
        <source>'%1' is not a wall digit (0, 1 or 2)</source>
        <translation>'%1' ist keine Mauerziffer (0, 1 oder 2)</translation>
    </message>
    <message>
        <source>more than 12 digits; a tile has 12</source>
        <translation>mehr als 12 Ziffern; eine Kachel hat 12</translation>
    </message>
    <message>
        <source>%1 digits; a tile has 12</source>
        <translation>%1 Ziffern; eine Kachel hat 12</translation>
    </message>
    <message>
        <source>%1: %2 tiles; a set needs at least %3 (its double set must hold the 16 a board takes)</source>
        <translation>%1: %2 Kacheln; ein Satz braucht mindestens %3 (sein doppelter Satz muss die 16 enthalten, die ein Brett braucht)</translation>
    </message>
</context>
<context>
    <name>LessPosition</name>
    <message>
        <source>empty turn; expected 1 to 3 moves such as h1f1:g1g3</source>
        <translation>leerer Zug; erwartet: 1 bis 3 Schritte wie h1f1:g1g3</translation>
    </message>
    <message>
        <source>more than 3 moves in a turn</source>
        <translation>mehr als 3 Schritte in einem Zug</translation>
    </message>
    <message>
        <source>move %1 is cut short; expected a square such as h1</source>
        <translation>Schritt %1 ist abgeschnitten; erwartet: ein Feld wie h1</translation>
    </message>
    <message>
        <source>'%1' is not a square (a1 to h8)</source>
        <translation>'%1' ist kein Feld (a1 bis h8)</translation>
    </message>
    <message>
        <source>expected ':' between moves or the end of the turn, found '%1'</source>
        <translation>erwartet: ':' zwischen Schritten oder das Ende des Zugs, gefunden: '%1'</translation>
    </message>
    <message>
        <source>a turn has 1 to 3 moves, not %1</source>
        <translation>ein Zug hat 1 bis 3 Schritte, nicht %1</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>Schritt %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the team is home already; nothing is left to move</source>
        <translation>das Team ist bereits zu Hause; es gibt nichts mehr zu ziehen</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>kein Stein auf %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2; %3 moves its own pieces until they are home</source>
        <translation>der Stein auf %1 ist %2; %3 zieht seine eigenen Steine, bis sie zu Hause sind</translation>
    </message>
    <message>
        <source>the piece on %1 is %2; %3 is home and moves %4's pieces</source>
        <translation>der Stein auf %1 ist %2; %3 ist zu Hause und zieht die Steine von %4</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>%1 ist nicht leer</translation>
    </message>
    <message>
        <source>a jump needs a piece on %1 to jump over</source>
        <translation>ein Sprung braucht einen Stein auf %1, über den gesprungen wird</translation>
    </message>
    <message>
        <source>a jump may not cross a wall (%1 to %2 to %3)</source>
        <translation>ein Sprung darf keine Mauer überqueren (%1 nach %2 nach %3)</translation>
    </message>
    <message>
        <source>%1 to %2 is neither a step to a neighbouring square nor a jump over one piece</source>
        <translation>%1 nach %2 ist weder ein Schritt auf ein Nachbarfeld noch ein Sprung über einen Stein</translation>
    </message>
    <message>
        <source>costs %1 but only %2 of the turn's %3 are left</source>
        <translation>kostet %1, aber nur %2 der %3 des Zugs sind übrig</translation>
    </message>
    <message>
        <source>the game is not in its playing phase</source>
        <translation>die Partie ist nicht in ihrer Spielphase</translation>
    </message>
</context>
<context>
    <name>LessReferee</name>
    <message>
        <source>no turn within its time (%1 ms for the game)</source>
        <translation>kein Zug innerhalb der Zeit (%1 ms für die Partie)</translation>
    </message>
    <message>
        <source>an empty line (a turn needs 1 to 3 steps)</source>
        <translation>eine leere Zeile (ein Zug braucht 1 bis 3 Schritte)</translation>
    </message>
    <message>
        <source>the final rush did not end within its time (%1 ms for the game)</source>
        <translation>der Endspurt endete nicht innerhalb der Zeit (%1 ms für die Partie)</translation>
    </message>
    <message>
        <source>the program ended before its pieces were home</source>
        <translation>das Programm endete, bevor seine Steine zu Hause waren</translation>
    </message>
    <message>
        <source>one rush step per line or per ':'</source>
        <translation>ein Endspurt-Schritt pro Zeile oder pro ':'</translation>
    </message>
    <message>
        <source>more than %1 rush steps</source>
        <translation>mehr als %1 Endspurt-Schritte</translation>
    </message>
    <message>
        <source>an empty player command</source>
        <translation>ein leerer Spielerbefehl</translation>
    </message>
    <message>
        <source>the program is not running</source>
        <translation>das Programm läuft nicht</translation>
    </message>
    <message>
        <source>unknown bot '%1' (bot:random, bot:greedy, bot:search or bot:mcts)</source>
        <translation>unbekannter Bot '%1' (bot:random, bot:greedy, bot:search oder bot:mcts)</translation>
    </message>
</context>
<context>
    <name>LessRush</name>
    <message>
        <source>rush move %1 (%2): no %3 piece on %4</source>
        <translation>Endspurt-Zug %1 (%2): kein Stein von %3 auf %4</translation>
    </message>
    <message>
        <source>rush move %1 (%2): not a step or a jump over one of the own pieces</source>
        <translation>Endspurt-Zug %1 (%2): weder ein Schritt noch ein Sprung über einen der eigenen Steine</translation>
    </message>
</context>
<context>
    <name>LineProcess</name>
    <message>
        <source>could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>the program is not running</source>
        <translation>das Programm läuft nicht</translation>
    </message>
    <message>
        <source>the program crashed</source>
        <translation>das Programm ist abgestürzt</translation>
    </message>
    <message>
        <source>the program ended (exit code %1) before answering</source>
        <translation>das Programm endete (Exit-Code %1), bevor es antwortete</translation>
    </message>
    <message>
        <source>the program wrote more than %1 MB of output (the limit: playbench-cli --program-output-mb, or PLAYBENCH_PROGRAM_OUTPUT_MB)</source>
        <translation>das Programm hat mehr als %1 MB ausgegeben (das Limit: playbench-cli --program-output-mb oder PLAYBENCH_PROGRAM_OUTPUT_MB)</translation>
    </message>
</context>
<context>
    <name>Peaceable</name>
    <message>
        <source>line %1: the input ends before %2</source>
        <translation>Zeile %1: die Eingabe endet vor %2</translation>
    </message>
    <message>
        <source>line %1: %2 must be a whole number from %3 to %4, not '%5'</source>
        <translation>Zeile %1: %2 muss eine ganze Zahl von %3 bis %4 sein, nicht '%5'</translation>
    </message>
    <message>
        <source>line %1: the input ends inside the grid</source>
        <translation>Zeile %1: die Eingabe endet innerhalb des Gitters</translation>
    </message>
    <message>
        <source>line %1: a cell must be '.' or '#', not '%2'</source>
        <translation>Zeile %1: eine Zelle muss '.' oder '#' sein, nicht '%2'</translation>
    </message>
    <message>
        <source>the points of %1</source>
        <translation>die Punkte von %1</translation>
    </message>
    <message>
        <source>line %1: unexpected text after the points</source>
        <translation>Zeile %1: unerwarteter Text nach den Punkten</translation>
    </message>
    <message>
        <source>line 1: the answer must start with its number of elements</source>
        <translation>Zeile 1: die Antwort muss mit ihrer Anzahl an Elementen beginnen</translation>
    </message>
    <message>
        <source>line 1: a negative number of elements (%1)</source>
        <translation>Zeile 1: eine negative Anzahl an Elementen (%1)</translation>
    </message>
    <message>
        <source>line %1: the answer ends after %2 of its %3 elements</source>
        <translation>Zeile %1: die Antwort endet nach %2 ihrer %3 Elemente</translation>
    </message>
    <message>
        <source>line %1: an empty line (each element is the line's first character)</source>
        <translation>Zeile %1: eine leere Zeile (jedes Element ist das erste Zeichen der Zeile)</translation>
    </message>
    <message>
        <source>the answer has %1 elements, not 2*N*N = %2</source>
        <translation>die Antwort hat %1 Elemente, nicht 2*N*N = %2</translation>
    </message>
</context>
<context>
    <name>PeaceableChecker</name>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>cell %1 has the illegal character %2</source>
        <translation>Zelle %1 enthält das unzulässige Zeichen %2</translation>
    </message>
    <message>
        <source>the wall at %1 was removed (found %2)</source>
        <translation>die Mauer bei %1 wurde entfernt (gefunden: %2)</translation>
    </message>
    <message>
        <source>a wall was added at %1</source>
        <translation>bei %1 wurde eine Mauer hinzugefügt</translation>
    </message>
    <message>
        <source>%1 at %2 has the illegal owner %3</source>
        <translation>%1 bei %2 hat den unzulässigen Besitzer %3</translation>
    </message>
    <message>
        <source>%1 of player %2 at %3 attacks %4 of player %5 at %6</source>
        <translation>%1 von Spieler %2 bei %3 greift %4 von Spieler %5 bei %6 an</translation>
    </message>
</context>
<context>
    <name>PlayIcfp2015</name>
    <message>
        <source>play_icfp2015: %1 needs a positive number, not '%2'</source>
        <translation>play_icfp2015: %1 braucht eine positive Zahl, nicht '%2'</translation>
    </message>
    <message>
        <source>play_icfp2015: give at least one problem with -f FILE</source>
        <translation>play_icfp2015: geben Sie mindestens ein Problem mit -f FILE an</translation>
    </message>
    <message>
        <source>play_icfp2015: phrase '%1' has a character that is no command; it is not used</source>
        <translation>play_icfp2015: Machtwort '%1' enthält ein Zeichen, das kein Befehl ist; es wird nicht verwendet</translation>
    </message>
    <message>
        <source>problem %1 seed %2: game %3 scores %4</source>
        <translation>Problem %1 Startwert %2: Partie %3 erzielt %4</translation>
    </message>
    <message>
        <source>play_icfp2015: problem %1 seed %2: %3; the solution is cut before it</source>
        <translation>play_icfp2015: Problem %1 Startwert %2: %3; die Lösung wird davor abgeschnitten</translation>
    </message>
    <message>
        <source>problem %1: %2</source>
        <translation>Problem %1: %2</translation>
    </message>
    <message>
        <source>total: %1 (%2 s)</source>
        <translation>Summe: %1 (%2 s)</translation>
    </message>
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
              (default: as many as -t allows, each to the seed where one more
              game is expected to add the most per second; 1 without -t)
  -v          print each game's and each problem's score on the standard error
</source>
        <translation>Aufruf: play_icfp2015 -f FILE [-f FILE]... [-t SECONDS] [-m MEGABYTES] [-c CORES]
                     [-p PHRASE]... [-r RUNS] [-v]

Löst Honeycomb-Probleme des ICFP 2015 und gibt die JSON-Liste der Lösungen aus
(problemId, seed, tag, solution), eine pro Problem und Startwert.

  -f FILE     ein Problem (JSON); kann wiederholt werden
  -t SECONDS  Zeitlimit für den ganzen Lauf; die Ausgabe erfolgt vor dessen Ablauf
  -m MB       Speicherlimit (der Löser braucht wenige Megabyte; akzeptiert, nicht verwendet)
  -c CORES    zu verwendende Threads (Standard 1)
  -p PHRASE   ein einzuflechtendes Machtwort; kann wiederholt werden
  -r RUNS     pro Startwert zu spielende Partien mit variierten Heuristiken, die beste wird behalten
              (Standard: so viele, wie -t erlaubt, jede für den Startwert, bei dem eine weitere
              Partie voraussichtlich am meisten pro Sekunde beiträgt; 1 ohne -t)
  -v          die Punktzahl jeder Partie und jedes Problems auf der Standardfehlerausgabe ausgeben
</translation>
    </message>
</context>
<context>
    <name>PlaybenchArimaaEngine</name>
    <message>
        <source>Usage: playbench-arimaa-engine [--level random|search] [--seed N]

An Arimaa engine speaking AEI (the Arimaa Engine Interface) on stdin/stdout.

  --level L   random: a random legal move; search: alpha-beta search (default)
  --seed N    the bot's seed (default 1)
</source>
        <translation>Aufruf: playbench-arimaa-engine [--level random|search] [--seed N]

Eine Arimaa-Engine, die AEI (das Arimaa Engine Interface) auf stdin/stdout spricht.

  --level L   random: ein zufälliger regelgerechter Zug; search: Alpha-Beta-Suche (Standard)
  --seed N    der Startwert des Bots (Standard 1)
</translation>
    </message>
    <message>
        <source>playbench-arimaa-engine: --level must be random or search, not '%1'</source>
        <translation>playbench-arimaa-engine: --level muss random oder search sein, nicht '%1'</translation>
    </message>
    <message>
        <source>playbench-arimaa-engine: --seed needs a number, not '%1'</source>
        <translation>playbench-arimaa-engine: --seed braucht eine Zahl, nicht '%1'</translation>
    </message>
</context>
<context>
    <name>PlaybenchLessBot</name>
    <message>
        <source>expected the wall line, found the end of the input</source>
        <translation>Mauerzeile erwartet, Ende der Eingabe gefunden</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>expected the colour, found the end of the input</source>
        <translation>Farbe erwartet, Ende der Eingabe gefunden</translation>
    </message>
    <message>
        <source>expected Yellow, Black, White or Red</source>
        <translation>Yellow, Black, White oder Red erwartet</translation>
    </message>
    <message>
        <source>expected a turn, `Nil`, `Move` or `Quit`, found the end of the input</source>
        <translation>ein Zug, `Nil`, `Move` oder `Quit` erwartet, Ende der Eingabe gefunden</translation>
    </message>
    <message>
        <source>expected `Move` or `Quit` (the playing phase is over), found '%1'</source>
        <translation>`Move` oder `Quit` erwartet (die Spielphase ist vorbei), gefunden: '%1'</translation>
    </message>
    <message>
        <source>a turn for %1, but %2 is to move</source>
        <translation>ein Zug für %1, aber %2 ist am Zug</translation>
    </message>
    <message>
        <source>playbench-less-bot: line %1: %2</source>
        <translation>playbench-less-bot: Zeile %1: %2</translation>
    </message>
    <message>
        <source>playbench-less-bot: line %1 '%2': %3</source>
        <translation>playbench-less-bot: Zeile %1 '%2': %3</translation>
    </message>
    <message>
        <source>playbench-less-bot: --seed needs a number, not '%1'</source>
        <translation>playbench-less-bot: --seed braucht eine Zahl, nicht '%1'</translation>
    </message>
    <message>
        <source>playbench-less-bot: --budget-ms must be 1 to 30000, not '%1'</source>
        <translation>playbench-less-bot: --budget-ms muss 1 bis 30000 sein, nicht '%1'</translation>
    </message>
    <message>
        <source>playbench-less-bot: give the level with --level N</source>
        <translation>playbench-less-bot: geben Sie die Stufe mit --level N an</translation>
    </message>
    <message>
        <source>Usage: playbench-less-bot --level N [--seed S] [--budget-ms M]

Plays Less (CodeCup 2017) on stdin/stdout with the contest's dialogue.

  --level N      1 random, 2 greedy, 3 search, 4 mcts (the strongest)
  --seed S       the bot's seed (default 1); the same seed plays the same game
  --budget-ms M  thinking time per turn at most (default 1100; level 4: an even
                 share of the game's time); the whole game stays within 28 s
</source>
        <translation>Aufruf: playbench-less-bot --level N [--seed S] [--budget-ms M]

Spielt Less (CodeCup 2017) auf stdin/stdout mit dem Dialog des Wettbewerbs.

  --level N      1 random, 2 greedy, 3 search, 4 mcts (die stärkste)
  --seed S       der Startwert des Bots (Standard 1); derselbe Startwert spielt dieselbe Partie
  --budget-ms M  höchstens diese Bedenkzeit pro Zug (Standard 1100; Stufe 4: ein gleicher
                 Anteil an der Zeit der Partie); die ganze Partie bleibt unter 28 s
</translation>
    </message>
    <message>
        <source>playbench-less-bot: --level must be 1 to 4, not '%1'</source>
        <translation>playbench-less-bot: --level muss 1 bis 4 sein, nicht '%1'</translation>
    </message>
</context>
<context>
    <name>ProgramOptions</name>
    <message>
        <source>%1: unknown option '%2'</source>
        <translation>%1: unbekannte Option '%2'</translation>
    </message>
    <message>
        <source>%1: %2 needs a value</source>
        <translation>%1: %2 braucht einen Wert</translation>
    </message>
</context>
<context>
    <name>Shard</name>
    <message>
        <source>'%1' is not a shard: give I/N with 1 &lt;= I &lt;= N &lt;= %2, e.g. 2/8</source>
        <translation>'%1' ist kein Shard: geben Sie I/N mit 1 &lt;= I &lt;= N &lt;= %2 an, z. B. 2/8</translation>
    </message>
</context>
<context>
    <name>ShardFile</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message>
        <source>cannot open for reading</source>
        <translation>kann nicht zum Lesen geöffnet werden</translation>
    </message>
    <message>
        <source>cannot decompress: %1</source>
        <translation>kann nicht entpackt werden: %1</translation>
    </message>
    <message>
        <source>cannot open for reading: %1</source>
        <translation>kann nicht zum Lesen geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot open for writing: %1</source>
        <translation>kann nicht zum Schreiben geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>%1 (red) vs %2 (black) on %3</source>
        <translation>%1 (Rot) gegen %2 (Schwarz) auf %3</translation>
    </message>
    <message>
        <source>%1 wins, food %2 to %3</source>
        <translation>%1 gewinnt, Futter %2 zu %3</translation>
    </message>
    <message>
        <source>draw, food %1 to %2</source>
        <translation>Unentschieden, Futter %1 zu %2</translation>
    </message>
    <message>
        <source> (stopped early: %1)</source>
        <translation> (vorzeitig beendet: %1)</translation>
    </message>
    <message>
        <source>the ant tournament's seed or rounds are out of range</source>
        <translation>Startwert oder Rundenzahl des Ameisenturniers liegen außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>brain %1: %2</source>
        <translation>Gehirn %1: %2</translation>
    </message>
    <message>
        <source>world %1: %2</source>
        <translation>Welt %1: %2</translation>
    </message>
    <message>
        <source>an ant tournament needs at least two brains and one world</source>
        <translation>ein Ameisenturnier braucht mindestens zwei Gehirne und eine Welt</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>Playbench round robin, game %1</source>
        <translation>Playbench-Rundenturnier, Partie %1</translation>
    </message>
    <message>
        <source>%1 (gold) vs %2 (silver), game %3 of the pair</source>
        <translation>%1 (Gold) gegen %2 (Silber), Partie %3 der Paarung</translation>
    </message>
    <message>
        <source>%1 (%2) wins by %3 after %4 moves</source>
        <translation>%1 (%2) gewinnt durch %3 nach %4 Zügen</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>the settings are not an Arimaa tournament's</source>
        <translation>die Einstellungen gehören nicht zu einem Arimaa-Turnier</translation>
    </message>
    <message>
        <source>a round robin needs at least 2 players, not %1</source>
        <translation>ein Rundenturnier braucht mindestens 2 Spieler, nicht %1</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <source>give a time control or a thinking time per move of an untimed game, one of them</source>
        <translation>geben Sie entweder eine Bedenkzeit oder eine Denkzeit pro Zug für Partien ohne Uhr an</translation>
    </message>
    <message>
        <source>time control %1: column %2: %3</source>
        <translation>Bedenkzeit %1: Spalte %2: %3</translation>
    </message>
    <message>
        <source>the settings give no phrases of power</source>
        <translation>die Einstellungen enthalten keine Machtwörter</translation>
    </message>
    <message>
        <source>%1: problem %2 is given twice</source>
        <translation>%1: Problem %2 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>the tournament has no problems</source>
        <translation>das Turnier hat keine Probleme</translation>
    </message>
    <message>
        <source>a team has no name</source>
        <translation>ein Team hat keinen Namen</translation>
    </message>
    <message>
        <source>two teams are named '%1'</source>
        <translation>zwei Teams heißen '%1'</translation>
    </message>
    <message>
        <source>team %1: %2</source>
        <translation>Team %1: %2</translation>
    </message>
    <message>
        <source>the tournament has no teams</source>
        <translation>das Turnier hat keine Teams</translation>
    </message>
    <message>
        <source>%1 on problem %2 (seeds: %3)</source>
        <translation>%1 auf Problem %2 (Startwerte: %3)</translation>
    </message>
    <message>
        <source>score %1 (moves %2), phrases of power: %3</source>
        <translation>Punktzahl %1 (Züge %2), Machtwörter: %3</translation>
    </message>
    <message>
        <source>, errors: %1</source>
        <translation>, Fehler: %1</translation>
    </message>
    <message>
        <source>, seeds without a solution: %1</source>
        <translation>, Startwerte ohne Lösung: %1</translation>
    </message>
    <message>
        <source>round %1, set %2, group %3, seating %4: %5 (board %6)</source>
        <translation>Runde %1, Satz %2, Gruppe %3, Sitzordnung %4: %5 (Brett %6)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>; %1 (%2) faulted: %3</source>
        <translation>; %1 (%2) mit Fehler: %3</translation>
    </message>
    <message>
        <source>the settings are not a Less tournament's</source>
        <translation>die Einstellungen gehören nicht zu einem Less-Turnier</translation>
    </message>
    <message>
        <source>a Less tournament needs at least 4 players, not %1</source>
        <translation>ein Less-Turnier braucht mindestens 4 Spieler, nicht %1</translation>
    </message>
    <message>
        <source>with %1 players the rounds must be a multiple of %2, so that everyone plays equally often</source>
        <translation>bei %1 Spielern muss die Rundenzahl ein Vielfaches von %2 sein, damit alle gleich oft spielen</translation>
    </message>
    <message>
        <source>flooded its output (over %1 MB)</source>
        <translation>zu viel Ausgabe (über %1 MB)</translation>
    </message>
    <message>
        <source>ran out of time (%1 s)</source>
        <translation>Zeit überschritten (%1 s)</translation>
    </message>
    <message>
        <source>the settings give no time per test</source>
        <translation>die Einstellungen geben keine Zeit pro Test an</translation>
    </message>
    <message>
        <source>the seeds must be whole numbers above 0</source>
        <translation>die Startwerte müssen ganze Zahlen größer als 0 sein</translation>
    </message>
    <message>
        <source>seed %1 is given twice</source>
        <translation>Startwert %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>the tournament has no tests</source>
        <translation>das Turnier hat keine Tests</translation>
    </message>
    <message>
        <source>a solver has no name</source>
        <translation>ein Löser hat keinen Namen</translation>
    </message>
    <message>
        <source>two solvers are named '%1'; name them with NAME=SPEC</source>
        <translation>zwei Löser heißen '%1'; benennen Sie sie mit NAME=SPEC</translation>
    </message>
    <message>
        <source>solver %1 is neither our solver nor a program</source>
        <translation>Löser %1 ist weder unser Löser noch ein Programm</translation>
    </message>
    <message>
        <source>the tournament has no solvers</source>
        <translation>das Turnier hat keine Löser</translation>
    </message>
    <message>
        <source> (exit code %1)</source>
        <translation> (Exit-Code %1)</translation>
    </message>
    <message>
        <source>the answer cannot be read: %1</source>
        <translation>die Antwort kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the tester rejects the answer: %1 (faults: %2)</source>
        <translation>der Tester weist die Antwort zurück: %1 (Fehler: %2)</translation>
    </message>
    <message>
        <source>%1 on seed %2</source>
        <translation>%1 mit Startwert %2</translation>
    </message>
    <message>
        <source>score %1 in %2 s</source>
        <translation>Punktzahl %1 in %2 s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>our solver takes threads=1..64, seed=N and iterations=N, not '%1'</source>
        <translation>unser Löser akzeptiert threads=1..64, seed=N und iterations=N, nicht '%1'</translation>
    </message>
    <message>
        <source>give a solver: 'solver', 'solver:threads=2,seed=7' or a program</source>
        <translation>geben Sie einen Löser an: 'solver', 'solver:threads=2,seed=7' oder ein Programm</translation>
    </message>
    <message>
        <source>no program '%1' to run</source>
        <translation>kein Programm '%1' zum Ausführen gefunden</translation>
    </message>
    <message>
        <source>the settings name no game Playbench knows ('%1')</source>
        <translation>die Einstellungen nennen kein Spiel, das Playbench kennt ('%1')</translation>
    </message>
    <message>
        <source>the setting '%1' must be a whole number from %2 to %3</source>
        <translation>die Einstellung '%1' muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>every player needs a name of its own ('%1')</source>
        <translation>jeder Spieler braucht einen eigenen Namen ('%1')</translation>
    </message>
    <message>
        <source>player '%1' has no spec (a bot or a program)</source>
        <translation>Spieler '%1' hat keine Angabe (ein Bot oder ein Programm)</translation>
    </message>
    <message>
        <source>round %1: %2 (gold) vs %3 (silver)</source>
        <translation>Runde %1: %2 (Gold) gegen %3 (Silber)</translation>
    </message>
    <message>
        <source>the championship's finals take 2 to %1 players, not %2</source>
        <translation>das Finale der Meisterschaft hat 2 bis %1 Spieler, nicht %2</translation>
    </message>
    <message>
        <source>the qualifier needs at least one entrant and one benchmark bot</source>
        <translation>die Qualifikation braucht mindestens einen Teilnehmer und einen Benchmark-Bot</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
    </message>
    <message>
        <source>ratings: %1 is not an entrant with a number</source>
        <translation>Wertungen: %1 ist kein Teilnehmer mit einer Nummer</translation>
    </message>
    <message>
        <source>the judge is random, greedy, search or mcts, not '%1'</source>
        <translation>der Schiedsrichter ist random, greedy, search oder mcts, nicht '%1'</translation>
    </message>
</context>
<context>
    <name>TournamentDb</name>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a Playbench tournament database</source>
        <translation>%1 ist keine Playbench-Turnierdatenbank</translation>
    </message>
    <message>
        <source>%1 holds no tournament</source>
        <translation>%1 enthält kein Turnier</translation>
    </message>
    <message>
        <source>%1 is being played by another process (%2, pid %3 on %4); wait for it, or stop it first</source>
        <translation>%1 wird von einem anderen Prozess gespielt (%2, PID %3 auf %4); warten Sie darauf oder beenden Sie ihn zuerst</translation>
    </message>
    <message>
        <source>%1: games after game %2 have been played; its result stands</source>
        <translation>%1: nach Partie %2 wurden bereits Partien gespielt; ihr Ergebnis bleibt bestehen</translation>
    </message>
    <message>
        <source>%1: there is no game %2</source>
        <translation>%1: es gibt keine Partie %2</translation>
    </message>
    <message>
        <source>%1 holds another tournament (its %2 differ); choose another database file to start a new one, or the same settings and files to resume it</source>
        <translation>%1 enthält ein anderes Turnier (die %2 unterscheiden sich); wählen Sie eine andere Datenbankdatei, um ein neues zu beginnen, oder dieselben Einstellungen und Dateien, um es fortzusetzen</translation>
    </message>
    <message>
        <source>%1 was played by another revision of the %2 engine (%3; this Playbench has %4): its games would not end as they did; play them with the same Playbench, or again in another database file</source>
        <translation>%1 wurde mit einer anderen Revision der %2-Engine gespielt (%3; dieses Playbench hat %4): seine Spiele würden nicht so enden wie damals; spielen Sie sie mit demselben Playbench oder neu in einer anderen Datenbankdatei</translation>
    </message>
</context>
<context>
    <name>TournamentResume</name>
    <message>
        <source>%1: the qualifier counts games decided by technical failures as they ended (its rules); only finals and round robin games are resumed</source>
        <translation>%1: die Qualifikation wertet durch technische Fehler entschiedene Partien so, wie sie endeten (ihre Regeln); nur Finalpartien und Partien im Rundenturnier werden fortgesetzt</translation>
    </message>
    <message>
        <source>%1: only Arimaa games can be resumed, not %2 games</source>
        <translation>%1: nur Arimaa-Partien können fortgesetzt werden, keine %2-Partien</translation>
    </message>
    <message>
        <source>%1: there is no game %2 (the plan has %3 so far)</source>
        <translation>%1: es gibt keine Partie %2 (der Plan umfasst bisher %3)</translation>
    </message>
    <message>
        <source>%1: round %2 has started, so the results of round %3 stand (the championship's rule on technical problems)</source>
        <translation>%1: Runde %2 hat begonnen, daher bleiben die Ergebnisse von Runde %3 bestehen (die Regel der Meisterschaft zu technischen Problemen)</translation>
    </message>
    <message>
        <source>%1: game %2 has been neither played nor halted; it is played from the start</source>
        <translation>%1: Partie %2 wurde weder gespielt noch angehalten; sie wird von Anfang an gespielt</translation>
    </message>
    <message>
        <source>%1: game %2: %3</source>
        <translation>%1: Partie %2: %3</translation>
    </message>
    <message>
        <source>Game %1's result is invalidated; it will be replayed from %2</source>
        <translation>Das Ergebnis von Partie %1 wird annulliert; sie wird ab %2 neu gespielt</translation>
    </message>
    <message>
        <source>Game %1 will resume from %2</source>
        <translation>Partie %1 wird ab %2 fortgesetzt</translation>
    </message>
    <message>
        <source> with reserves Gold %1, Silver %2 and game time %3</source>
        <translation> mit Reserven Gold %1, Silber %2 und Partiezeit %3</translation>
    </message>
    <message>
        <source>; round %1 will be paired again</source>
        <translation>; Runde %1 wird neu gepaart</translation>
    </message>
    <message>
        <source>. Play the tournament again to play it.</source>
        <translation>. Spielen Sie das Turnier erneut, um sie zu spielen.</translation>
    </message>
</context>
<context>
    <name>WccRemedy</name>
    <message>
        <source>the game began from a position; only games from the setups can be resumed</source>
        <translation>die Partie begann mit einer Stellung; nur Partien ab der Aufstellung können fortgesetzt werden</translation>
    </message>
    <message>
        <source>the record's move %1 does not replay: %2</source>
        <translation>Zug %1 der Partieaufzeichnung lässt sich nicht nachspielen: %2</translation>
    </message>
    <message>
        <source>%1 is not a move of this game to play again (it can go on from 1g to %2)</source>
        <translation>%1 ist kein Zug dieser Partie, der erneut gespielt werden kann (möglich ist 1g bis %2)</translation>
    </message>
    <message>
        <source>the result keeps the clock of %1 moves, not of the %2 before %3</source>
        <translation>das Ergebnis behält die Uhr von %1 Zügen, nicht die der %2 vor %3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Playbench: a workbench for classic programming-contest games.</source>
        <translation>Playbench: eine Werkbank für klassische Spiele aus Programmierwettbewerben.</translation>
    </message>
    <message>
        <source>Measure seek time and GUI-thread blocking in the Ants workspace, print the figures and quit.</source>
        <translation>Misst die Sprungzeit und die Blockierung des GUI-Threads im Ants-Arbeitsbereich, gibt die Werte aus und beendet das Programm.</translation>
    </message>
    <message>
        <source>Compare two ant dump traces: --compare A --compare B.</source>
        <translation>Vergleicht zwei Dump-Traces von Ameisen: --compare A --compare B.</translation>
    </message>
    <message>
        <source>--compare takes two dumps</source>
        <translation>--compare erwartet zwei Dumps</translation>
    </message>
    <message>
        <source>Measure GUI-thread blocking with the five workspaces open, an Ants tournament on all cores and a 100,000-round ant game playing; print the figures and quit.</source>
        <translation>Misst die Blockierung des GUI-Threads bei fünf geöffneten Arbeitsbereichen, einem Ants-Turnier auf allen Kernen und einer laufenden Ameisenpartie mit 100.000 Runden; gibt die Werte aus und beendet das Programm.</translation>
    </message>
    <message>
        <source>How long --load-benchmark measures (default 20).</source>
        <translation>Wie lange --load-benchmark misst (Standard 20).</translation>
    </message>
    <message>
        <source>Worlds (.world), brains (.ant, or .antl in the brain language), Honeycomb problems and solutions (.json) to open.</source>
        <translation>Zu öffnende Welten (.world), Gehirne (.ant oder .antl in der Gehirnsprache), Honeycomb-Probleme und -Lösungen (.json).</translation>
    </message>
    <message>
        <source>Open the built-in sample of GAME (ants, honeycomb, less, arimaa, peaceable, tournament).</source>
        <translation>Öffnet das eingebaute Beispiel von GAME (ants, honeycomb, less, arimaa, peaceable, tournament).</translation>
    </message>
</context>
<context>
    <name>pb::gui</name>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>The keys of the menus and of the workspace in front. A workspace's keys answer while the focus is inside it.</source>
        <translation>Die Tasten der Menüs und des vorne liegenden Arbeitsbereichs. Die Tasten eines Arbeitsbereichs wirken, solange der Fokus in ihm liegt.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Honeycomb (ICFP 2015)&lt;/h2&gt;&lt;p&gt;Units fall onto a hexagonal board; a solution is a string of commands that moves and turns them. Points come from cleared rows and phrases of power.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Replay&lt;/b&gt;: pick a solution in the Entry box and step through it like any replay (Space, Left/Right, Home/End); the score graph shows points against the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hand play&lt;/b&gt;: move the unit with the keys shown on the play buttons, undo and redo moves; the entry is kept as a solution you can save.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt;: the Honeycomb menu runs the built-in solver on a worker thread and adds its solution as a new entry. File &amp;gt; Save writes a solutions file in the contest's format.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Honeycomb (ICFP 2015)&lt;/h2&gt;&lt;p&gt;Einheiten fallen auf ein sechseckiges Brett; eine Lösung ist eine Folge von Befehlen, die sie verschieben und drehen. Punkte gibt es für gelöschte Reihen und Machtwörter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wiedergabe&lt;/b&gt;: Wählen Sie im Feld Eintrag eine Lösung und gehen Sie sie wie jede Wiedergabe schrittweise durch (Leertaste, Links/Rechts, Pos1/Ende); das Punktediagramm zeigt die Punkte über den Zügen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Handspiel&lt;/b&gt;: Bewegen Sie die Einheit mit den Tasten, die auf den Spielknöpfen stehen, und machen Sie Züge rückgängig oder wiederholen Sie sie; der Eintrag bleibt als Lösung erhalten, die Sie speichern können.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lösen&lt;/b&gt;: Das Menü Honeycomb führt den eingebauten Löser in einem Hintergrund-Thread aus und fügt seine Lösung als neuen Eintrag hinzu. Datei &amp;gt; Speichern schreibt eine Lösungsdatei im Format des Wettbewerbs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Arimaa (WCC 2015)&lt;/h2&gt;&lt;p&gt;Chess pieces played by other rules: up to four steps a turn, pushes and pulls, freezing and traps. A rabbit reaching the far row wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Setup&lt;/b&gt;: drag one piece onto another to swap them, then Confirm Setup (Enter). &lt;b&gt;Moves&lt;/b&gt;: drag a piece one step (or click it, then its destination); a push is two drags, the enemy piece first. Backspace undoes a step, Enter finishes the turn, Ctrl+Z takes back a move, Ctrl+F flips the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Players and clocks&lt;/b&gt;: each side is you, a built-in bot or an AEI engine, under a time control; the evaluation graph follows the game. &lt;b&gt;Records&lt;/b&gt;: File &amp;gt; Open replays a game record or an arimaa.com archive move by move.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Arimaa (WCC 2015)&lt;/h2&gt;&lt;p&gt;Schachfiguren nach anderen Regeln: bis zu vier Schritte pro Zug, Schieben und Ziehen, Einfrieren und Fallen. Ein Kaninchen, das die gegnerische Grundreihe erreicht, gewinnt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Aufstellung&lt;/b&gt;: Ziehen Sie eine Figur auf eine andere, um beide zu tauschen, und bestätigen Sie dann die Aufstellung (Eingabetaste). &lt;b&gt;Züge&lt;/b&gt;: Ziehen Sie eine Figur um einen Schritt (oder klicken Sie sie und dann ihr Zielfeld an); ein Schieben besteht aus zwei Ziehvorgängen, zuerst mit der gegnerischen Figur. Die Rücktaste nimmt einen Schritt zurück, die Eingabetaste beendet den Zug, Strg+Z nimmt einen Zug zurück, Strg+F dreht das Brett.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spieler und Uhren&lt;/b&gt;: Jede Seite spielen Sie selbst, ein eingebauter Bot oder eine AEI-Engine, mit einer Bedenkzeit; das Bewertungsdiagramm folgt der Partie. &lt;b&gt;Partieaufzeichnungen&lt;/b&gt;: Datei &amp;gt; Öffnen spielt eine Partieaufzeichnung oder ein Archiv von arimaa.com Zug für Zug ab.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Peaceable pieces (TCO19 final)&lt;/h2&gt;&lt;p&gt;Place chess pieces for several players on a board so that no piece attacks a piece of another player; the score is the lowest player's total.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tests&lt;/b&gt;: a seed and Generate make the official test; File &amp;gt; Open reads a test input. &lt;b&gt;Editing&lt;/b&gt;: choose a piece and a player, left-click a cell to put it, right-click to remove it; Ctrl+Z and Ctrl+Shift+Z undo and redo. The bars, the score and the list of conflicts follow every edit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve (F5)&lt;/b&gt; runs the solver for the time chosen and plots its score over time; Stop keeps the best found. The best-scores table lists the best answers kept; double-click one to open that seed with it. Peaceable &amp;gt; Save Answer As writes the contest's output format.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Peaceable pieces (TCO19-Finale)&lt;/h2&gt;&lt;p&gt;Platzieren Sie Schachfiguren mehrerer Spieler so auf einem Brett, dass keine Figur eine Figur eines anderen Spielers angreift; die Punktzahl ist die Summe des schwächsten Spielers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tests&lt;/b&gt;: Ein Startwert und Erzeugen ergeben den offiziellen Test; Datei &amp;gt; Öffnen liest eine Testeingabe. &lt;b&gt;Bearbeiten&lt;/b&gt;: Wählen Sie eine Figur und einen Spieler; ein Linksklick auf eine Zelle setzt die Figur, ein Rechtsklick entfernt sie; Strg+Z und Strg+Umschalt+Z machen rückgängig und wiederholen. Die Balken, die Punktzahl und die Konfliktliste folgen jeder Änderung.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lösen (F5)&lt;/b&gt; lässt den Löser für die gewählte Zeit laufen und zeichnet seine Punktzahl über die Zeit auf; Stopp behält das beste Ergebnis. Die Tabelle der besten Punktzahlen listet die besten gespeicherten Antworten; ein Doppelklick öffnet diesen Startwert mit der Antwort. Peaceable &amp;gt; Antwort speichern unter schreibt das Ausgabeformat des Wettbewerbs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tournaments&lt;/h2&gt;&lt;p&gt;Brains, bots and programs play each other under a contest's own ranking, on all cores, into a database that can be resumed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Setup&lt;/b&gt;: choose the game, add players and settings, choose the database file, then Start. &lt;b&gt;Running&lt;/b&gt;: the standings, crosstable and points plot fill in live; Cancel stops and the database keeps every game played. Open any game from the games list in its own workspace.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Turniere&lt;/h2&gt;&lt;p&gt;Gehirne, Bots und Programme spielen gegeneinander nach der Wertung des jeweiligen Wettbewerbs, auf allen Kernen, und alles wird in einer Datenbank gespeichert, die fortgesetzt werden kann.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Einrichtung&lt;/b&gt;: Wählen Sie das Spiel, fügen Sie Spieler und Einstellungen hinzu, wählen Sie die Datenbankdatei und dann Starten. &lt;b&gt;Ablauf&lt;/b&gt;: Tabelle, Kreuztabelle und Punktediagramm füllen sich laufend; Abbrechen hält an, und die Datenbank behält jede gespielte Partie. Jede Partie lässt sich aus der Partienliste in einem eigenen Arbeitsbereich öffnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: cannot write the image</source>
        <translation>%1: Bild kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Keep the board's proportions</source>
        <translation>Seitenverhältnis des Bretts beibehalten</translation>
    </message>
    <message>
        <source>The whole board, drawn at this size (an SVG drawing scales further).</source>
        <translation>Das ganze Brett, in dieser Größe gezeichnet (eine SVG-Zeichnung lässt sich weiter skalieren).</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Ants (ICFP 2004)&lt;/h2&gt;&lt;p&gt;Two ant colonies, each run by a brain (a finite state machine), gather food on a hexagonal world for 100,000 rounds. Here you watch a game round by round, edit the brains and compare traces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watching&lt;/b&gt;: Space plays and pauses; Left/Right step one round, with Shift 10, Ctrl 100, Ctrl+Shift 1000; Home and End go to the first and last computed round; Ctrl+J jumps to a round. Wheel zooms the board, dragging pans, F fits. Hover or click a cell to inspect its food, markers and ant. The graphs under the board show food and ants against the round; click them to jump there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Brains&lt;/b&gt;: the Red brain and Black brain tabs are editors with the parser's errors as you type; Ctrl+R restarts the game with the edited brains.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The brain language&lt;/b&gt;: a brain can also be written in Playbench's small structured language (.antl files: labels, if, while, loop, procedures), compiled to the state machine as you type, with errors at their line and column. Ants &amp;gt; New Brain in the Language starts one from a sample forager; the margin then shows source lines, the heat column sums the states of each line, Ctrl+click on a label goes to its definition, and the Cell tab shows an ant's state and source line. Ants &amp;gt; Save Compiled Brain As writes the .ant, as &lt;tt&gt;playbench-cli ants compile&lt;/tt&gt; does. The language, its statements and the states they make are described in &lt;b&gt;docs/ant-language.md&lt;/b&gt; in Playbench's source.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Worlds and dumps&lt;/b&gt;: the Ants menu makes a new random contest world (seeded), saves worlds, brains and dumps; File &amp;gt; Compare Ant Dumps shows two traces side by side and finds where they part.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ants (ICFP 2004)&lt;/h2&gt;&lt;p&gt;Zwei Ameisenkolonien, jede von einem Gehirn (einem endlichen Automaten) gesteuert, sammeln 100.000 Runden lang Futter auf einer sechseckigen Welt. Hier verfolgen Sie eine Partie Runde für Runde, bearbeiten die Gehirne und vergleichen Traces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zuschauen&lt;/b&gt;: Die Leertaste spielt ab und pausiert; Links/Rechts gehen eine Runde weiter, mit Umschalt 10, mit Strg 100, mit Strg+Umschalt 1000; Pos1 und Ende springen zur ersten und zur letzten berechneten Runde; Strg+J springt zu einer Runde. Das Mausrad zoomt das Brett, Ziehen verschiebt es, F passt es ein. Zeigen Sie auf eine Zelle oder klicken Sie sie an, um ihr Futter, ihre Markierungen und ihre Ameise zu untersuchen. Die Diagramme unter dem Brett zeigen Futter und Ameisen über den Runden; ein Klick darauf springt dorthin.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gehirne&lt;/b&gt;: Die Reiter Rotes Gehirn und Schwarzes Gehirn sind Editoren, die die Fehler des Parsers schon beim Tippen zeigen; Strg+R startet die Partie mit den bearbeiteten Gehirnen neu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Die Gehirnsprache&lt;/b&gt;: Ein Gehirn kann auch in der kleinen strukturierten Sprache von Playbench geschrieben werden (.antl-Dateien: Labels, if, while, loop, Prozeduren); es wird beim Tippen in den Automaten übersetzt, Fehler erscheinen an ihrer Zeile und Spalte. Ants &amp;gt; Neues Gehirn in der Sprache beginnt eines aus einem Beispiel-Sammler; der Rand zeigt dann Quellzeilen, die Heat-Spalte summiert die Zustände jeder Zeile, Strg+Klick auf ein Label springt zu seiner Definition, und der Reiter Zelle zeigt Zustand und Quellzeile einer Ameise. Ants &amp;gt; Kompiliertes Gehirn speichern unter schreibt die .ant-Datei, wie es &lt;tt&gt;playbench-cli ants compile&lt;/tt&gt; tut. Die Sprache, ihre Anweisungen und die Zustände, die sie erzeugen, sind in &lt;b&gt;docs/ant-language.md&lt;/b&gt; im Quellcode von Playbench beschrieben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Welten und Dumps&lt;/b&gt;: Das Menü Ants erzeugt eine neue zufällige Wettbewerbswelt (mit Startwert) und speichert Welten, Gehirne und Dumps; Datei &amp;gt; Ameisen-Dumps vergleichen zeigt zwei Traces nebeneinander und findet die Stelle, an der sie auseinandergehen.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Less (CodeCup 2017)&lt;/h2&gt;&lt;p&gt;Four colours, two teams (Yellow and White against Black and Red), move their pieces across an 8x8 board of walls to the opposite corner. Each turn has 3 moves; crossing a wall costs more. The team that used fewer moves wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing a turn&lt;/b&gt;: click one of your pieces; its steps and jumps are marked with their cost. Click a target to make the step; Backspace takes a step back, Esc clears the turn, Enter plays it. Ctrl+Z undoes your last turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Players&lt;/b&gt;: each colour is you, a bot (random, greedy, search or tree search, the strongest) or a CodeCup program. &lt;b&gt;Replays&lt;/b&gt;: File &amp;gt; Open takes a game log to step through; the figures show the moves charged and the projected score from the exact final rush.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Less (CodeCup 2017)&lt;/h2&gt;&lt;p&gt;Vier Farben in zwei Teams (Gelb und Weiß gegen Schwarz und Rot) ziehen ihre Steine über ein 8x8-Brett mit Mauern in die gegenüberliegende Ecke. Jeder Zug hat 3 Einzelzüge; das Überqueren einer Mauer kostet mehr. Das Team, das weniger Einzelzüge verbraucht hat, gewinnt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Einen Zug spielen&lt;/b&gt;: Klicken Sie einen Ihrer Steine an; seine Schritte und Sprünge werden mit ihren Kosten markiert. Klicken Sie ein Ziel an, um den Schritt auszuführen; die Rücktaste nimmt einen Schritt zurück, Esc leert den Zug, die Eingabetaste spielt ihn. Strg+Z nimmt Ihren letzten Zug zurück.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spieler&lt;/b&gt;: Jede Farbe spielen Sie selbst, ein Bot (random, greedy, search oder die Baumsuche, der stärkste) oder ein CodeCup-Programm. &lt;b&gt;Wiedergaben&lt;/b&gt;: Datei &amp;gt; Öffnen lädt ein Partieprotokoll zum schrittweisen Durchgehen; die Diagramme zeigen die angerechneten Einzelzüge und die voraussichtliche Punktzahl aus dem exakten Endspurt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playbench&lt;/h2&gt;&lt;p&gt;Open a sample of a game from the start page, or a file of any of the five games with File &amp;gt; Open. Each open game is a tab; its own menu sits between File and Help. Help &amp;gt; Keyboard Shortcuts lists the keys of the workspace in front.&lt;/p&gt;&lt;p&gt;Unsaved work (edited brains, hand-played solutions, games in progress, answers) is autosaved every few seconds; after a crash the next start offers to restore it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Playbench&lt;/h2&gt;&lt;p&gt;Öffnen Sie das Beispiel eines Spiels auf der Startseite oder eine Datei eines der fünf Spiele mit Datei &amp;gt; Öffnen. Jedes geöffnete Spiel ist ein Reiter; sein eigenes Menü steht zwischen Datei und Hilfe. Hilfe &amp;gt; Tastenkürzel listet die Tasten des vorne liegenden Arbeitsbereichs.&lt;/p&gt;&lt;p&gt;Ungespeicherte Arbeit (bearbeitete Gehirne, von Hand gespielte Lösungen, laufende Partien, Antworten) wird alle paar Sekunden automatisch gesichert; nach einem Absturz bietet der nächste Start an, sie wiederherzustellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Playbench User Guide</source>
        <translation>Playbench-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>The page before (Alt+Left)</source>
        <translation>Die vorige Seite (Alt+Links)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>The next page (Alt+Right)</source>
        <translation>Die nächste Seite (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>The guide's first page: every game's page</source>
        <translation>Die erste Seite des Handbuchs: die Seiten aller Spiele</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every panel, menu item and key, a typical session, the command-line equivalents and the common errors, with pictures: Help &amp;gt; User Guide.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jedes Feld, jeder Menüpunkt und jede Taste, ein typischer Ablauf, die Entsprechungen auf der Befehlszeile und die häufigen Fehler, mit Bildern: Hilfe &amp;gt; Benutzerhandbuch.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>pb::gui::AntsDocument</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
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
        <translation>Alle Markierungen dieser Farbe ein- oder ausblenden</translation>
    </message>
    <message>
        <source>%1 marker %2</source>
        <translation>Markierung %2 (%1)</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Verkleinern (-)</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Vergrößern (+)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole world (F)</source>
        <translation>Die ganze Welt zeigen (F)</translation>
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
        <translation>Die Partie mit den Gehirnen neu starten, wie sie in den Editoren stehen (Strg+R)</translation>
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
        <source>Seed of the contest's random number generator</source>
        <translation>Startwert des Zufallszahlengenerators des Wettbewerbs</translation>
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
        <translation>Das %1e Gehirn hat Fehler; die Partie beginnt, sobald sie behoben sind.</translation>
    </message>
    <message>
        <source>Game started: %1 against %2, seed %3</source>
        <translation>Partie gestartet: %1 gegen %2, Startwert %3</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>Round %1 of %2
Red (%3): %4 food, %5 ants
Black (%6): %7 food, %8 ants</source>
        <translation>Runde %1 von %2
Rot (%3): %4 Futter, %5 Ameisen
Schwarz (%6): %7 Futter, %8 Ameisen</translation>
    </message>
    <message>
        <source>world of seed %1</source>
        <translation>Welt mit Startwert %1</translation>
    </message>
    <message>
        <source>Ants: %1</source>
        <translation>Ants: %1</translation>
    </message>
    <message>
        <source>Save brain</source>
        <translation>Gehirn speichern</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save %1 brain as</source>
        <translation>Das %1e Gehirn speichern unter</translation>
    </message>
    <message>
        <source>Ant brains (*.ant);;All files (*)</source>
        <translation>Ameisengehirne (*.ant);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save world as</source>
        <translation>Welt speichern unter</translation>
    </message>
    <message>
        <source>Ant worlds (*.world);;All files (*)</source>
        <translation>Ameisenwelten (*.world);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save world</source>
        <translation>Welt speichern</translation>
    </message>
    <message>
        <source>Open brain</source>
        <translation>Gehirn öffnen</translation>
    </message>
    <message>
        <source>Load %1 as the red or the black brain?</source>
        <translation>%1 als rotes oder als schwarzes Gehirn laden?</translation>
    </message>
    <message>
        <source>The %1 brain has unsaved changes. Replace it?</source>
        <translation>Das %1e Gehirn hat ungespeicherte Änderungen. Ersetzen?</translation>
    </message>
    <message>
        <source>Save dump</source>
        <translation>Dump speichern</translation>
    </message>
    <message>
        <source>The contest's dump format, one block per round (%1 rounds computed).</source>
        <translation>Das Dump-Format des Wettbewerbs, ein Block pro Runde (%1 Runden berechnet).</translation>
    </message>
    <message>
        <source>First round:</source>
        <translation>Erste Runde:</translation>
    </message>
    <message>
        <source>Last round:</source>
        <translation>Letzte Runde:</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Writing the dump...</source>
        <translation>Dump wird geschrieben...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Dump cancelled</source>
        <translation>Dump abgebrochen</translation>
    </message>
    <message>
        <source>Saved rounds %1 to %2 to %3</source>
        <translation>Runden %1 bis %2 in %3 gespeichert</translation>
    </message>
    <message>
        <source>New random world</source>
        <translation>Neue zufällige Welt</translation>
    </message>
    <message>
        <source>The generated world is not saved. Replace it?</source>
        <translation>Die erzeugte Welt ist nicht gespeichert. Ersetzen?</translation>
    </message>
    <message>
        <source>Seed of the world (the same seed gives the same world):</source>
        <translation>Startwert der Welt (derselbe Startwert ergibt dieselbe Welt):</translation>
    </message>
    <message>
        <source>Generated a contest world from seed %1</source>
        <translation>Wettbewerbswelt aus Startwert %1 erzeugt</translation>
    </message>
    <message>
        <source>&amp;Ants</source>
        <translation>&amp;Ants</translation>
    </message>
    <message>
        <source>&amp;Restart Game</source>
        <translation>Partie neu sta&amp;rten</translation>
    </message>
    <message>
        <source>&amp;New Random World...</source>
        <translation>&amp;Neue zufällige Welt...</translation>
    </message>
    <message>
        <source>Save &amp;World As...</source>
        <translation>&amp;Welt speichern unter...</translation>
    </message>
    <message>
        <source>Save Red &amp;Brain As...</source>
        <translation>Rotes &amp;Gehirn speichern unter...</translation>
    </message>
    <message>
        <source>Save Black B&amp;rain As...</source>
        <translation>Schwarzes Ge&amp;hirn speichern unter...</translation>
    </message>
    <message>
        <source>Save &amp;Dump...</source>
        <translation>&amp;Dump speichern...</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Hine&amp;inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Her&amp;auszoomen</translation>
    </message>
    <message>
        <source>&amp;Fit World</source>
        <translation>Welt &amp;einpassen</translation>
    </message>
    <message>
        <source>%1 vs %2 on %3</source>
        <translation>%1 gegen %2 auf %3</translation>
    </message>
    <message>
        <source>a generated world</source>
        <translation>eine erzeugte Welt</translation>
    </message>
    <message>
        <source>Compare a dump with this game</source>
        <translation>Einen Dump mit dieser Partie vergleichen</translation>
    </message>
    <message>
        <source>&amp;Compare a Dump with This Game...</source>
        <translation>Einen Dump mit dieser Partie &amp;vergleichen...</translation>
    </message>
    <message>
        <source>Ant dumps (*.txt *.dump *.gz);;All files (*)</source>
        <translation>Ameisen-Dumps (*.txt *.dump *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the autosaved workspace has no brains</source>
        <translation>der automatisch gesicherte Arbeitsbereich enthält keine Gehirne</translation>
    </message>
    <message>
        <source>Brain language (*.antl);;All files (*)</source>
        <translation>Gehirnsprache (*.antl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: not an ants file (.world, .ant or .antl)</source>
        <translation>%1: keine Ants-Datei (.world, .ant oder .antl)</translation>
    </message>
    <message>
        <source>The %1 brain is not in the brain language: it is already a state machine (Save Brain As).</source>
        <translation>Das %1e Gehirn ist nicht in der Gehirnsprache geschrieben: es ist bereits ein Automat (Gehirn speichern unter).</translation>
    </message>
    <message>
        <source>The %1 brain has errors; fix them to export it.</source>
        <translation>Das %1e Gehirn hat Fehler; beheben Sie sie, um es zu exportieren.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the compiled %1 brain (%n states) as %2</source>
        <translation>
            <numerusform>Das kompilierte %1e Gehirn (%n Zustand) als %2 gespeichert</numerusform>
            <numerusform>Das kompilierte %1e Gehirn (%n Zustände) als %2 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Save compiled brain</source>
        <translation>Kompiliertes Gehirn speichern</translation>
    </message>
    <message>
        <source>Save the compiled %1 brain as</source>
        <translation>Das kompilierte %1e Gehirn speichern unter</translation>
    </message>
    <message>
        <source>New brain in the language</source>
        <translation>Neues Gehirn in der Sprache</translation>
    </message>
    <message>
        <source>Replace the red or the black brain with a new brain in the ant brain language?</source>
        <translation>Das rote oder das schwarze Gehirn durch ein neues Gehirn in der Gehirnsprache ersetzen?</translation>
    </message>
    <message>
        <source>New Brain in the &amp;Language...</source>
        <translation>Neues Gehirn in der &amp;Sprache...</translation>
    </message>
    <message>
        <source>Start a brain in the ant brain language from the sample forager</source>
        <translation>Ein Gehirn in der Gehirnsprache aus dem Beispiel-Sammler beginnen</translation>
    </message>
    <message>
        <source>Save Com&amp;piled Brain As...</source>
        <translation>Kom&amp;piliertes Gehirn speichern unter...</translation>
    </message>
    <message>
        <source>Write the .ant state machine compiled from the brain in the language</source>
        <translation>Den .ant-Automaten schreiben, der aus dem Gehirn in der Sprache kompiliert wurde</translation>
    </message>
</context>
<context>
    <name>pb::gui::AntsTournamentForm</name>
    <message>
        <source>Add...</source>
        <translation>Hinzufügen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Brains (each pair plays twice on every world, once with each colour)</source>
        <translation>Gehirne (jedes Paar spielt auf jeder Welt zweimal, einmal mit jeder Farbe)</translation>
    </message>
    <message>
        <source>Worlds</source>
        <translation>Welten</translation>
    </message>
    <message>
        <source>The contest's ten sample worlds</source>
        <translation>Die zehn Beispielwelten des Wettbewerbs</translation>
    </message>
    <message>
        <source>Contest worlds from our generator:</source>
        <translation>Wettbewerbswelten aus unserem Generator:</translation>
    </message>
    <message>
        <source> worlds</source>
        <translation> Welten</translation>
    </message>
    <message>
        <source>first seed </source>
        <translation>erster Startwert </translation>
    </message>
    <message>
        <source>World files:</source>
        <translation>Weltdateien:</translation>
    </message>
    <message>
        <source>Game seed:</source>
        <translation>Startwert der Partien:</translation>
    </message>
    <message>
        <source>Rounds per game:</source>
        <translation>Runden pro Partie:</translation>
    </message>
    <message>
        <source>sample0.world to sample9.world in %1</source>
        <translation>sample0.world bis sample9.world in %1</translation>
    </message>
    <message>
        <source>&lt;span style='color:#b00020'&gt;Not found: the sample worlds are looked for in %1 (set PLAYBENCH_REFERENCE to the contest reference data). Generate worlds or choose world files instead.&lt;/span&gt;</source>
        <translation>&lt;span style='color:#b00020'&gt;Nicht gefunden: Die Beispielwelten werden in %1 gesucht (setzen Sie PLAYBENCH_REFERENCE auf die Referenzdaten des Wettbewerbs). Erzeugen Sie stattdessen Welten oder wählen Sie Weltdateien.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>the reference data</source>
        <translation>den Referenzdaten</translation>
    </message>
    <message>
        <source>Add brains</source>
        <translation>Gehirne hinzufügen</translation>
    </message>
    <message>
        <source>Ant brains (*.ant);;All files (*)</source>
        <translation>Ameisengehirne (*.ant);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add worlds</source>
        <translation>Welten hinzufügen</translation>
    </message>
    <message>
        <source>Ant worlds (*.world);;All files (*)</source>
        <translation>Ameisenwelten (*.world);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add at least two brains.</source>
        <translation>Fügen Sie mindestens zwei Gehirne hinzu.</translation>
    </message>
    <message>
        <source>The sample worlds are not in %1; set PLAYBENCH_REFERENCE to the contest reference data, or generate worlds or choose world files.</source>
        <translation>Die Beispielwelten sind nicht in %1; setzen Sie PLAYBENCH_REFERENCE auf die Referenzdaten des Wettbewerbs, oder erzeugen Sie Welten oder wählen Sie Weltdateien.</translation>
    </message>
    <message>
        <source>Add at least one world file.</source>
        <translation>Fügen Sie mindestens eine Weltdatei hinzu.</translation>
    </message>
</context>
<context>
    <name>pb::gui::ArimaaDocument</name>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>elimination</source>
        <translation>Eliminierung</translation>
    </message>
    <message>
        <source>immobilisation</source>
        <translation>Zugunfähigkeit</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>Regelverstoß</translation>
    </message>
    <message>
        <source>score at the game limit</source>
        <translation>Punkte beim Partielimit</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>unzulässiger Zug</translation>
    </message>
    <message>
        <source>Players and clocks</source>
        <translation>Spieler und Uhren</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot: random</source>
        <translation>Bot: random</translation>
    </message>
    <message>
        <source>Bot: search</source>
        <translation>Bot: search</translation>
    </message>
    <message>
        <source>AEI engine...</source>
        <translation>AEI-Engine...</translation>
    </message>
    <message>
        <source>AEI Engine for %1</source>
        <translation>AEI-Engine für %1</translation>
    </message>
    <message>
        <source>The engine's command line (it speaks AEI on stdin/stdout):</source>
        <translation>Die Befehlszeile der Engine (sie spricht AEI über stdin/stdout):</translation>
    </message>
    <message>
        <source>Gold:</source>
        <translation>Gold:</translation>
    </message>
    <message>
        <source>Silver:</source>
        <translation>Silber:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>0:30/5/100/10 (quick)</source>
        <translation>0:30/5/100/10 (schnell)</translation>
    </message>
    <message>
        <source>0/5 (five minutes each)</source>
        <translation>0/5 (je fünf Minuten)</translation>
    </message>
    <message>
        <source>2m/6m/100/0/8h/6m (WCC 2015 finals)</source>
        <translation>2m/6m/100/0/8h/6m (WCC-2015-Finale)</translation>
    </message>
    <message>
        <source>M/R/P/L/G/T: move time, reserve, percent of unused time added, reserve limit, game limit (or turns with t), turn limit. Applies from the next new game.</source>
        <translation>M/R/P/L/G/T: Zugzeit, Reserve, Prozent der ungenutzten Zeit, die hinzukommen, Reservegrenze, Partielimit (oder Züge mit t), Zuglimit. Gilt ab der nächsten neuen Partie.</translation>
    </message>
    <message>
        <source>Time control %1 from the next new game.</source>
        <translation>Bedenkzeit %1 ab der nächsten neuen Partie.</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Finish Turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation>&amp;Schritt rückgängig</translation>
    </message>
    <message>
        <source>&amp;Take Back Move</source>
        <translation>Zug zu&amp;rücknehmen</translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Standard setup</source>
        <translation>Standardaufstellung</translation>
    </message>
    <message>
        <source>Random setup</source>
        <translation>Zufällige Aufstellung</translation>
    </message>
    <message>
        <source>Confirm setup (Enter)</source>
        <translation>Aufstellung bestätigen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Finish turn (Enter)</source>
        <translation>Zug beenden (Eingabetaste)</translation>
    </message>
    <message>
        <source>Undo step</source>
        <translation>Schritt rückgängig</translation>
    </message>
    <message>
        <source>Take back move</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Score for Gold (centi-rabbits)</source>
        <translation>Bewertung für Gold (Centi-Kaninchen)</translation>
    </message>
    <message>
        <source>Arimaa: %1</source>
        <translation>Arimaa: %1</translation>
    </message>
    <message>
        <source>Arimaa: game</source>
        <translation>Arimaa: Partie</translation>
    </message>
    <message>
        <source>&amp;Arimaa</source>
        <translation>&amp;Arimaa</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Neue Partie.</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>%1 ist am Zug (%2).</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>random-Bot</translation>
    </message>
    <message>
        <source>search bot</source>
        <translation>search-Bot</translation>
    </message>
    <message>
        <source>Time control "%1", column %2: %3</source>
        <translation>Bedenkzeit "%1", Spalte %2: %3</translation>
    </message>
    <message>
        <source>%1 wins by %2: %3</source>
        <translation>%1 gewinnt durch %2: %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 hat keinen zulässigen Zug</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking... %3 s%4</source>
        <translation>%1 (%2) denkt nach... %3 s%4</translation>
    </message>
    <message>
        <source>, depth %1, score %2</source>
        <translation>, Tiefe %1, Bewertung %2</translation>
    </message>
    <message>
        <source>Setup refused: %1</source>
        <translation>Aufstellung abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 is set up.</source>
        <translation>%1 ist aufgestellt.</translation>
    </message>
    <message>
        <source>a move has at most four steps</source>
        <translation>ein Zug hat höchstens vier Schritte</translation>
    </message>
    <message>
        <source>This is a replay; start a New Game to play.</source>
        <translation>Dies ist eine Wiedergabe; beginnen Sie eine neue Partie, um zu spielen.</translation>
    </message>
    <message>
        <source>%1's pieces stay on its two home ranks during the setup.</source>
        <translation>Die Figuren von %1 bleiben während der Aufstellung auf den eigenen zwei Grundreihen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>It is %1's turn (%2).</source>
        <translation>%1 ist am Zug (%2).</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>keine Figur auf %1</translation>
    </message>
    <message>
        <source>a step goes to a square next to the piece</source>
        <translation>ein Schritt führt auf ein Nachbarfeld der Figur</translation>
    </message>
    <message>
        <source>%1 is taken</source>
        <translation>%1 ist besetzt</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>The move cannot be played: %1</source>
        <translation>Der Zug kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation>%1 gespielt.</translation>
    </message>
    <message>
        <source>No move to take back.</source>
        <translation>Kein Zug zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>Took back a move; %1 to play %2.</source>
        <translation>Zug zurückgenommen; %1 ist am Zug (%2).</translation>
    </message>
    <message>
        <source>Save Arimaa Game</source>
        <translation>Arimaa-Partie speichern</translation>
    </message>
    <message>
        <source>arimaa-game.txt</source>
        <translation>arimaa-game.txt</translation>
    </message>
    <message>
        <source>Arimaa games (*.txt);;All files (*)</source>
        <translation>Arimaa-Partien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>no games in the archive</source>
        <translation>keine Partien im Archiv</translation>
    </message>
    <message>
        <source>%1: %2 (Gold) vs %3 (Silver), %4</source>
        <translation>%1: %2 (Gold) gegen %3 (Silber), %4</translation>
    </message>
    <message>
        <source>Open Arimaa Archive</source>
        <translation>Arimaa-Archiv öffnen</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partie:</translation>
    </message>
    <message>
        <source>%1 game %2</source>
        <translation>%1 Partie %2</translation>
    </message>
    <message>
        <source>Recorded result: %1 wins (%2)</source>
        <translation>Aufgezeichnetes Ergebnis: %1 gewinnt (%2)</translation>
    </message>
    <message>
        <source>%1: no moves (lines such as "1g Ra1 ...") in the file</source>
        <translation>%1: keine Züge (Zeilen wie "1g Ra1 ...") in der Datei</translation>
    </message>
    <message>
        <source>%1:%2: move %3 (%4): %5</source>
        <translation>%1:%2: Zug %3 (%4): %5</translation>
    </message>
    <message>
        <source>Replaying %1: %2 moves.</source>
        <translation>Wiedergabe von %1: %2 Züge.</translation>
    </message>
    <message>
        <source>%1 wins by %2.</source>
        <translation>%1 gewinnt durch %2.</translation>
    </message>
    <message>
        <source>%1: %2 sets up</source>
        <translation>%1: %2 stellt auf</translation>
    </message>
    <message>
        <source>%1: %2 to move</source>
        <translation>%1: %2 ist am Zug</translation>
    </message>
    <message>
        <source>Replay, move %1 of %2: %3</source>
        <translation>Wiedergabe, Zug %1 von %2: %3</translation>
    </message>
    <message>
        <source>Steps: %1 of 4%2</source>
        <translation>Schritte: %1 von 4%2</translation>
    </message>
    <message>
        <source>%1 (%2) played %3.</source>
        <translation>%1 (%2) spielte %3.</translation>
    </message>
    <message>
        <source> [%1]</source>
        <translation> [%1]</translation>
    </message>
    <message>
        <source>%1 played an illegal move at %2: %3%4</source>
        <translation>%1 spielte bei %2 einen unzulässigen Zug: %3%4</translation>
    </message>
    <message>
        <source>%1 ran out of time at %2: %3</source>
        <translation>%1 hat bei %2 die Zeit überschritten: %3</translation>
    </message>
    <message>
        <source>%1 forfeits at %2: %3</source>
        <translation>%1 verliert bei %2 durch Regelverstoß: %3</translation>
    </message>
    <message>
        <source>the game limit was reached: scored by the pieces left (%1)</source>
        <translation>das Partielimit wurde erreicht: gewertet nach den verbliebenen Figuren (%1)</translation>
    </message>
    <message>
        <source>New game: Gold sets up.</source>
        <translation>Neue Partie: Gold stellt auf.</translation>
    </message>
    <message>
        <source>Step taken back; %1 of 4 steps made.</source>
        <translation>Schritt zurückgenommen; %1 von 4 Schritten gemacht.</translation>
    </message>
    <message>
        <source>%1 sets up.</source>
        <translation>%1 stellt auf.</translation>
    </message>
    <message>
        <source>Steps cleared; %1 to move.</source>
        <translation>Schritte gelöscht; %1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>C&amp;lear Steps</source>
        <translation>Schritte &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>Time control %1.</source>
        <translation>Bedenkzeit %1.</translation>
    </message>
    <message>
        <source>Material for Gold (centi-rabbits)</source>
        <translation>Material für Gold (Centi-Kaninchen)</translation>
    </message>
    <message>
        <source>Replay: the empty board (moves 1g to %1)</source>
        <translation>Wiedergabe: das leere Brett (Züge 1g bis %1)</translation>
    </message>
    <message>
        <source>Drag a piece onto another to swap them, then confirm the setup (Enter).</source>
        <translation>Ziehen Sie eine Figur auf eine andere, um beide zu tauschen, und bestätigen Sie dann die Aufstellung (Eingabetaste).</translation>
    </message>
    <message>
        <source>the autosaved move %1: %2</source>
        <translation>der automatisch gesicherte Zug %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n move(s); %1 to play %2.</source>
        <translation>
            <numerusform>Partie nach %n Zug wiederhergestellt; %1 ist am Zug (%2).</numerusform>
            <numerusform>Partie nach %n Zügen wiederhergestellt; %1 ist am Zug (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::ArimaaTournamentForm</name>
    <message>
        <source>Players (built-in bots or AEI engines; every pair meets, colours alternating)</source>
        <translation>Spieler (eingebaute Bots oder AEI-Engines; jedes Paar trifft aufeinander, mit wechselnden Farben)</translation>
    </message>
    <message>
        <source>Games per pair:</source>
        <translation>Partien pro Paar:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>Untimed, per move:</source>
        <translation>Ohne Uhr, pro Zug:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
    <message>
        <source>by the clock</source>
        <translation>nach der Uhr</translation>
    </message>
    <message>
        <source>The built-in search bots search this many steps whatever the clock: the same games every run.</source>
        <translation>Die eingebauten search-Bots suchen unabhängig von der Uhr so viele Schritte tief: in jedem Lauf dieselben Partien.</translation>
    </message>
    <message>
        <source>Bot search depth:</source>
        <translation>Suchtiefe der Bots:</translation>
    </message>
    <message>
        <source>Seed of the bots:</source>
        <translation>Startwert der Bots:</translation>
    </message>
    <message>
        <source>Add at least two players.</source>
        <translation>Fügen Sie mindestens zwei Spieler hinzu.</translation>
    </message>
    <message>
        <source>Time control %1: column %2: %3</source>
        <translation>Bedenkzeit %1: Spalte %2: %3</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>World Computer Championship 2015: qualifier (against benchmark bots)</source>
        <translation>World Computer Championship 2015: Qualifikation (gegen Benchmark-Bots)</translation>
    </message>
    <message>
        <source>World Computer Championship 2015: finals (floating quad elimination)</source>
        <translation>World Computer Championship 2015: Finale (Floating Quad Elimination)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Benchmark bots (every entrant plays each of them)</source>
        <translation>Benchmark-Bots (jeder Teilnehmer spielt gegen jeden von ihnen)</translation>
    </message>
    <message>
        <source>Losses that eliminate a player (the championship: four)</source>
        <translation>Niederlagen, nach denen ein Spieler ausscheidet (in der Meisterschaft: vier)</translation>
    </message>
    <message>
        <source>Lives:</source>
        <translation>Leben:</translation>
    </message>
    <message>
        <source>M/R/P/L/G/T as the official match rules write it, e.g. 0:02/0:30; the championship played 2m/6m/100/0/8h/6m</source>
        <translation>M/R/P/L/G/T wie in den offiziellen Matchregeln, z. B. 0:02/0:30; die Meisterschaft spielte 2m/6m/100/0/8h/6m</translation>
    </message>
    <message>
        <source>Entrants (built-in bots or AEI engines)</source>
        <translation>Teilnehmer (eingebaute Bots oder AEI-Engines)</translation>
    </message>
    <message>
        <source>Entrants in seed order, 2 to 20 (the qualifier's ranking; Move Up and Move Down reorder them)</source>
        <translation>Teilnehmer in Setzreihenfolge, 2 bis 20 (die Rangfolge der Qualifikation; Nach oben und Nach unten ordnen sie um)</translation>
    </message>
    <message>
        <source>Games at most per benchmark bot:</source>
        <translation>Höchstens Partien pro Benchmark-Bot:</translation>
    </message>
    <message>
        <source>Add at least one entrant.</source>
        <translation>Fügen Sie mindestens einen Teilnehmer hinzu.</translation>
    </message>
    <message>
        <source>The finals take 2 to 20 entrants, not %1.</source>
        <translation>Das Finale hat 2 bis 20 Teilnehmer, nicht %1.</translation>
    </message>
    <message>
        <source>Add at least one benchmark bot.</source>
        <translation>Fügen Sie mindestens einen Benchmark-Bot hinzu.</translation>
    </message>
</context>
<context>
    <name>pb::gui::Document</name>
    <message>
        <source>%1 keeps nothing to restore</source>
        <translation>%1 enthält nichts zum Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>pb::gui::DumpCompareDocument</name>
    <message>
        <source>The traces are identical over every round they share.</source>
        <translation>Die Traces sind in allen gemeinsamen Runden identisch.</translation>
    </message>
    <message>
        <source>No other round differs in that direction.</source>
        <translation>In dieser Richtung unterscheidet sich keine weitere Runde.</translation>
    </message>
    <message>
        <source>First divergence</source>
        <translation>Erste Abweichung</translation>
    </message>
    <message>
        <source>The first round in which the traces differ (Ctrl+Home)</source>
        <translation>Die erste Runde, in der sich die Traces unterscheiden (Strg+Pos1)</translation>
    </message>
    <message>
        <source>Previous difference</source>
        <translation>Vorheriger Unterschied</translation>
    </message>
    <message>
        <source>The previous round in which the traces differ (Ctrl+Up)</source>
        <translation>Die vorherige Runde, in der sich die Traces unterscheiden (Strg+Hoch)</translation>
    </message>
    <message>
        <source>Next difference</source>
        <translation>Nächster Unterschied</translation>
    </message>
    <message>
        <source>The next round in which the traces differ (Ctrl+Down)</source>
        <translation>Die nächste Runde, in der sich die Traces unterscheiden (Strg+Runter)</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>indexing %p%</source>
        <translation>Indizierung %p%</translation>
    </message>
    <message>
        <source>%1 is a %2 x %3 world and %4 a %5 x %6 one: they cannot be compared</source>
        <translation>%1 ist eine %2 x %3-Welt und %4 eine %5 x %6-Welt: sie können nicht verglichen werden</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>%1 is a %2 x %3 world, the game's is %4 x %5: they cannot be compared</source>
        <translation>%1 ist eine %2 x %3-Welt, die der Partie ist %4 x %5: sie können nicht verglichen werden</translation>
    </message>
    <message>
        <source>B: %1 (simulated now, seed %2)</source>
        <translation>B: %1 (jetzt simuliert, Startwert %2)</translation>
    </message>
    <message>
        <source>Compare traces</source>
        <translation>Traces vergleichen</translation>
    </message>
    <message>
        <source>Compare: %1 / %2</source>
        <translation>Vergleich: %1 / %2</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <source>&amp;First Divergence</source>
        <translation>&amp;Erste Abweichung</translation>
    </message>
    <message>
        <source>&amp;Next Differing Round</source>
        <translation>&amp;Nächste abweichende Runde</translation>
    </message>
    <message>
        <source>&amp;Previous Differing Round</source>
        <translation>&amp;Vorherige abweichende Runde</translation>
    </message>
    <message>
        <source>Fit &amp;World</source>
        <translation>&amp;Welt einpassen</translation>
    </message>
    <message>
        <source>Round %1 is not in %2 (yet).</source>
        <translation>Runde %1 ist (noch) nicht in %2.</translation>
    </message>
    <message>
        <source>&lt;p&gt;... and %1 more cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;... und %1 weitere Zellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Round %1: not (yet) in trace B.</source>
        <translation>Runde %1: (noch) nicht in Trace B.</translation>
    </message>
    <message>
        <source>Round %1: the simulation is still being computed.</source>
        <translation>Runde %1: die Simulation wird noch berechnet.</translation>
    </message>
    <message>
        <source>Round %1: the traces agree.</source>
        <translation>Runde %1: die Traces stimmen überein.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n cell(s) differ.</source>
        <translation>
            <numerusform>Runde %1: %n Zelle unterscheidet sich.</numerusform>
            <numerusform>Runde %1: %n Zellen unterscheiden sich.</numerusform>
        </translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>... und %1 weitere</translation>
    </message>
    <message>
        <source>Looking for the first divergence...</source>
        <translation>Suche nach der ersten Abweichung...</translation>
    </message>
    <message>
        <source>Looking for the next differing round...</source>
        <translation>Suche nach der nächsten abweichenden Runde...</translation>
    </message>
    <message>
        <source>%1: open a second trace with File &gt; Compare Ant Dumps</source>
        <translation>%1: öffnen Sie einen zweiten Trace mit Datei &gt; Ameisen-Dumps vergleichen</translation>
    </message>
</context>
<context>
    <name>pb::gui::HoneycombDocument</name>
    <message>
        <source>Replaying the solution (%L1 characters)...</source>
        <translation>Die Lösung wird wiedergegeben (%L1 Zeichen)...</translation>
    </message>
    <message>
        <source>The entry of the solutions file shown</source>
        <translation>Der angezeigte Eintrag der Lösungsdatei</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Eintrag:</translation>
    </message>
    <message>
        <source>Honeycomb</source>
        <translation>Honeycomb</translation>
    </message>
    <message>
        <source>The seed of the unit source: one of the problem's seeds</source>
        <translation>Der Startwert der Einheitenquelle: einer der Startwerte des Problems</translation>
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
        <translation>Befehle mit der Tastatur auf dem Brett spielen (Strg+H)</translation>
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
        <source>Remove the current unit's commands, back to where it spawned (Ctrl+Backspace)</source>
        <translation>Die Befehle der aktuellen Einheit entfernen, zurück zu ihrem Erscheinen (Strg+Rücktaste)</translation>
    </message>
    <message>
        <source>Go to the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One command back (Left)</source>
        <translation>Einen Befehl zurück (Links)</translation>
    </message>
    <message>
        <source>One command forward (Right)</source>
        <translation>Einen Befehl vor (Rechts)</translation>
    </message>
    <message>
        <source>10 commands back (Shift+Left)</source>
        <translation>10 Befehle zurück (Umschalt+Links)</translation>
    </message>
    <message>
        <source>10 commands forward (Shift+Right)</source>
        <translation>10 Befehle vor (Umschalt+Rechts)</translation>
    </message>
    <message>
        <source>100 commands back (Ctrl+Left)</source>
        <translation>100 Befehle zurück (Strg+Links)</translation>
    </message>
    <message>
        <source>100 commands forward (Ctrl+Right)</source>
        <translation>100 Befehle vor (Strg+Rechts)</translation>
    </message>
    <message>
        <source>1,000 commands back (Ctrl+Shift+Left)</source>
        <translation>1.000 Befehle zurück (Strg+Umschalt+Links)</translation>
    </message>
    <message>
        <source>1,000 commands forward (Ctrl+Shift+Right)</source>
        <translation>1.000 Befehle vor (Strg+Umschalt+Rechts)</translation>
    </message>
    <message>
        <source>Go to the last command (End)</source>
        <translation>Zum letzten Befehl (Ende)</translation>
    </message>
    <message>
        <source>Type a command number to go to (Ctrl+J)</source>
        <translation>Befehlsnummer eingeben, zu der gesprungen werden soll (Strg+J)</translation>
    </message>
    <message>
        <source>Commands played; type a number and press Enter to go there</source>
        <translation>Gespielte Befehle; geben Sie eine Nummer ein und drücken Sie die Eingabetaste, um dorthin zu springen</translation>
    </message>
    <message>
        <source>&amp;Command</source>
        <translation>&amp;Befehl</translation>
    </message>
    <message>
        <source>%L1 commands/s</source>
        <translation>%L1 Befehle/s</translation>
    </message>
    <message>
        <source>Previous &amp;Unit</source>
        <translation>Vorige &amp;Einheit</translation>
    </message>
    <message>
        <source>Back to where the previous unit spawned (Up)</source>
        <translation>Zurück zum Erscheinen der vorigen Einheit (Hoch)</translation>
    </message>
    <message>
        <source>&amp;Next Unit</source>
        <translation>&amp;Nächste Einheit</translation>
    </message>
    <message>
        <source>Forward to the next lock (Down)</source>
        <translation>Vor zum nächsten Festsetzen (Runter)</translation>
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
        <translation>Die Punktzahl, die der Wettbewerb der ganzen Lösung gibt: Zugpunkte + Machtwortpunkte, 0 bei einem Fehler</translation>
    </message>
    <message>
        <source>Move score + power score of the text up to the shown command</source>
        <translation>Zugpunkte + Machtwortpunkte des Textes bis zum angezeigten Befehl</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand play&lt;/b&gt; (click the board first): W: p ' ! . 0 3 or Left; E: b c e f y 2 or Right; SW: a g h i j 4 or Down; SE: l m n o 5 space or Page Down; CW: d q r v z 1 or Up; CCW: k s t u w x or Page Up. Typing at an earlier command replaces the rest. Undo Ctrl+Z, redo Ctrl+Shift+Z, back to the unit's spawn Ctrl+Backspace.</source>
        <translation>&lt;b&gt;Handspiel&lt;/b&gt; (klicken Sie zuerst auf das Brett): West: p ' ! . 0 3 oder Links; Ost: b c e f y 2 oder Rechts; Südwest: a g h i j 4 oder Runter; Südost: l m n o 5 Leertaste oder Bild ab; im Uhrzeigersinn: d q r v z 1 oder Hoch; gegen den Uhrzeigersinn: k s t u w x oder Bild auf. Tippen an einem früheren Befehl ersetzt den Rest. Rückgängig Strg+Z, Wiederholen Strg+Umschalt+Z, zurück zum Erscheinen der Einheit Strg+Rücktaste.</translation>
    </message>
    <message>
        <source>Where is problem %1?</source>
        <translation>Wo ist Problem %1?</translation>
    </message>
    <message>
        <source>Honeycomb problems (*.json);;All files (*)</source>
        <translation>Honeycomb-Probleme (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open problem</source>
        <translation>Problem öffnen</translation>
    </message>
    <message>
        <source>%1 is problem %2, not problem %3</source>
        <translation>%1 ist Problem %2, nicht Problem %3</translation>
    </message>
    <message>
        <source>%1: the solutions list is empty</source>
        <translation>%1: die Lösungsliste ist leer</translation>
    </message>
    <message>
        <source>%1: problem %2 was not found next to the file or in the reference problems</source>
        <translation>%1: Problem %2 wurde weder neben der Datei noch in den Referenzproblemen gefunden</translation>
    </message>
    <message>
        <source>Problem %1 was not found</source>
        <translation>Problem %1 wurde nicht gefunden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem %1&lt;/b&gt;: %2 × %3, %4 unit shapes, %5 units per game</source>
        <translation>&lt;b&gt;Problem %1&lt;/b&gt;: %2 × %3, %4 Einheitenformen, %5 Einheiten pro Partie</translation>
    </message>
    <message>
        <source>%1 (not in the problem)</source>
        <translation>%1 (nicht im Problem)</translation>
    </message>
    <message>
        <source>%1: problem %2, seed %3</source>
        <translation>%1: Problem %2, Startwert %3</translation>
    </message>
    <message>
        <source>This solution scores 0: %1</source>
        <translation>Diese Lösung erzielt 0 Punkte: %1</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 von %L2</translation>
    </message>
    <message>
        <source>%1 + 1 in play</source>
        <translation>%1 + 1 im Spiel</translation>
    </message>
    <message>
        <source>a unit is in play</source>
        <translation>eine Einheit ist im Spiel</translation>
    </message>
    <message>
        <source>over: all units used</source>
        <translation>beendet: alle Einheiten verbraucht</translation>
    </message>
    <message>
        <source>over: the next unit cannot spawn</source>
        <translation>beendet: die nächste Einheit kann nicht erscheinen</translation>
    </message>
    <message>
        <source>stopped by the error</source>
        <translation>durch den Fehler angehalten</translation>
    </message>
    <message>
        <source>0 (the solution has an error)</source>
        <translation>0 (die Lösung hat einen Fehler)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Hand play: type commands on the board</source>
        <translation>Handspiel: Befehle auf dem Brett tippen</translation>
    </message>
    <message>
        <source>Still replaying; try again in a moment</source>
        <translation>Die Wiedergabe läuft noch; versuchen Sie es gleich noch einmal</translation>
    </message>
    <message>
        <source>'%1' is not a command</source>
        <translation>'%1' ist kein Befehl</translation>
    </message>
    <message>
        <source>The seed is not one of the problem's; pick another seed</source>
        <translation>Der Startwert gehört nicht zum Problem; wählen Sie einen anderen Startwert</translation>
    </message>
    <message>
        <source>Refused: %1 would bring the unit back to a position it held (the contest would score 0)</source>
        <translation>Abgelehnt: %1 würde die Einheit in eine Lage zurückbringen, die sie schon hatte (der Wettbewerb gäbe 0 Punkte)</translation>
    </message>
    <message>
        <source>Refused: the game is over</source>
        <translation>Abgelehnt: die Partie ist beendet</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>'%1'</source>
        <translation>'%1'</translation>
    </message>
    <message numerus="yes">
        <source>Locked; %n row(s) cleared</source>
        <translation>
            <numerusform>Festgesetzt; %n Reihe gelöscht</numerusform>
            <numerusform>Festgesetzt; %n Reihen gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Festgesetzt</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>'%1' (ignored)</source>
        <translation>'%1' (ignoriert)</translation>
    </message>
    <message>
        <source>Already at the start</source>
        <translation>Bereits am Anfang</translation>
    </message>
    <message>
        <source>back to the last spawn</source>
        <translation>zurück zum letzten Erscheinen</translation>
    </message>
    <message>
        <source>Back to the spawn of unit %1</source>
        <translation>Zurück zum Erscheinen von Einheit %1</translation>
    </message>
    <message>
        <source>sample, problem %1</source>
        <translation>Beispiel, Problem %1</translation>
    </message>
    <message>
        <source>problem %1</source>
        <translation>Problem %1</translation>
    </message>
    <message>
        <source>Honeycomb: %1</source>
        <translation>Honeycomb: %1</translation>
    </message>
    <message>
        <source>Save solutions</source>
        <translation>Lösungen speichern</translation>
    </message>
    <message>
        <source>Honeycomb solutions (*.json);;All files (*)</source>
        <translation>Honeycomb-Lösungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the solution is still being replayed</source>
        <translation>die Lösung wird noch wiedergegeben</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation>%1:%2: Fehler: kein gültiges JSON: %3</translation>
    </message>
    <message>
        <source>%1: neither a Honeycomb problem (an object with units, width and sourceSeeds) nor a solutions list (objects with problemId and solution)</source>
        <translation>%1: weder ein Honeycomb-Problem (ein Objekt mit units, width und sourceSeeds) noch eine Lösungsliste (Objekte mit problemId und solution)</translation>
    </message>
    <message>
        <source>&amp;Honeycomb</source>
        <translation>&amp;Honeycomb</translation>
    </message>
    <message>
        <source>Open &amp;Problem or Solutions...</source>
        <translation>&amp;Problem oder Lösungen öffnen...</translation>
    </message>
    <message>
        <source>Open a Honeycomb file</source>
        <translation>Eine Honeycomb-Datei öffnen</translation>
    </message>
    <message>
        <source>Honeycomb files (*.json);;All files (*)</source>
        <translation>Honeycomb-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save Solutions &amp;As...</source>
        <translation>Lösungen speichern &amp;unter...</translation>
    </message>
    <message numerus="yes">
        <source>Scoring with %n phrase(s) of power</source>
        <translation>
            <numerusform>Wertung mit %n Machtwort</numerusform>
            <numerusform>Wertung mit %n Machtwörtern</numerusform>
        </translation>
    </message>
    <message>
        <source>Phrases of Power</source>
        <translation>Machtwörter</translation>
    </message>
    <message>
        <source>One phrase per line (matched without regard to case). The contest scored with 18; its final round used others.</source>
        <translation>Ein Machtwort pro Zeile (Groß-/Kleinschreibung wird nicht beachtet). Der Wettbewerb wertete mit 18; seine Schlussrunde verwendete andere.</translation>
    </message>
    <message>
        <source>The Contest's 18</source>
        <translation>Die 18 des Wettbewerbs</translation>
    </message>
    <message>
        <source>there is no problem and no solution to save yet</source>
        <translation>es gibt noch kein Problem und keine Lösung zum Speichern</translation>
    </message>
    <message>
        <source>P&amp;hrases of Power...</source>
        <translation>&amp;Machtwörter...</translation>
    </message>
    <message>
        <source>Go to Command…</source>
        <translation>Gehe zu Befehl…</translation>
    </message>
    <message>
        <source>Last Command</source>
        <translation>Letzter Befehl</translation>
    </message>
    <message>
        <source>&amp;Solve...</source>
        <translation>&amp;Lösen...</translation>
    </message>
    <message>
        <source>Let the solver play the shown problem and seed for a time you choose (F5)</source>
        <translation>Den Löser das angezeigte Problem mit dem angezeigten Startwert für eine wählbare Zeit spielen lassen (F5)</translation>
    </message>
    <message>
        <source>&amp;Cancel Solving</source>
        <translation>Lösen &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop the solver; the best game so far is kept (Esc)</source>
        <translation>Den Löser anhalten; die bisher beste Partie wird behalten (Esc)</translation>
    </message>
    <message>
        <source>The solver is already running; Esc cancels it</source>
        <translation>Der Löser läuft bereits; Esc bricht ihn ab</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>The solver plays problem %1 with seed %2 and the current phrases of power (%3), game after game with varied weights, and keeps the best game. Its solution becomes a new entry (unsaved). Esc stops it early and keeps the best game so far; nothing changes if the first game has not ended.</source>
        <translation>Der Löser spielt Problem %1 mit Startwert %2 und den aktuellen Machtwörtern (%3), Partie um Partie mit variierten Gewichten, und behält die beste Partie. Ihre Lösung wird ein neuer Eintrag (ungespeichert). Esc hält ihn vorzeitig an und behält die bisher beste Partie; ist die erste Partie noch nicht beendet, ändert sich nichts.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time budget:</source>
        <translation>&amp;Zeitbudget:</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>Open a problem first</source>
        <translation>Öffnen Sie zuerst ein Problem</translation>
    </message>
    <message>
        <source>Seed %1 is not one of problem %2's seeds; pick another seed</source>
        <translation>Startwert %1 gehört nicht zu den Startwerten von Problem %2; wählen Sie einen anderen Startwert</translation>
    </message>
    <message>
        <source>Solving problem %1, seed %2 for %3 s...</source>
        <translation>Problem %1, Startwert %2 wird %3 s lang gelöst...</translation>
    </message>
    <message>
        <source>Cancelling; the best game so far will be kept...</source>
        <translation>Wird abgebrochen; die bisher beste Partie wird behalten...</translation>
    </message>
    <message>
        <source>Solver stopped: the problem changed</source>
        <translation>Löser angehalten: das Problem hat sich geändert</translation>
    </message>
    <message>
        <source>%1 of %2 s</source>
        <translation>%1 von %2 s</translation>
    </message>
    <message>
        <source>Solving problem %1, seed %2:</source>
        <translation>Problem %1, Startwert %2 wird gelöst:</translation>
    </message>
    <message>
        <source>first game in play</source>
        <translation>erste Partie läuft</translation>
    </message>
    <message>
        <source>games played: %L1, best score: %L2</source>
        <translation>gespielte Partien: %L1, beste Punktzahl: %L2</translation>
    </message>
    <message>
        <source>Esc cancels and keeps the best game so far.</source>
        <translation>Esc bricht ab und behält die bisher beste Partie.</translation>
    </message>
    <message>
        <source>Solver cancelled before its first game ended; nothing changed</source>
        <translation>Löser abgebrochen, bevor seine erste Partie endete; nichts geändert</translation>
    </message>
    <message>
        <source>Solver: score %L1 (games played: %L2); the solution is entry %3 (not saved yet)</source>
        <translation>Löser: Punktzahl %L1 (gespielte Partien: %L2); die Lösung ist Eintrag %3 (noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>— the time ran out before the game ended: a budget of more seconds plays it to the end</source>
        <translation>— die Zeit lief ab, bevor die Partie endete: mit einem Budget von mehr Sekunden wird sie zu Ende gespielt</translation>
    </message>
    <message>
        <source>— cancelled: the best game so far</source>
        <translation>— abgebrochen: die bisher beste Partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>autosave</source>
        <translation>Autosicherung</translation>
    </message>
</context>
<context>
    <name>pb::gui::HoneycombTournamentForm</name>
    <message>
        <source>Teams (each with its solutions files in submission order: a later solution for a problem and seed replaces an earlier one)</source>
        <translation>Teams (jedes mit seinen Lösungsdateien in Einreichungsreihenfolge: eine spätere Lösung für ein Problem und einen Startwert ersetzt eine frühere)</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Solutions files</source>
        <translation>Lösungsdateien</translation>
    </message>
    <message>
        <source>Add Team...</source>
        <translation>Team hinzufügen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>The qualifier problems 0 to 24</source>
        <translation>Die Qualifikationsprobleme 0 bis 24</translation>
    </message>
    <message>
        <source>Problem files:</source>
        <translation>Problemdateien:</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Hinzufügen...</translation>
    </message>
    <message>
        <source>Add problems</source>
        <translation>Probleme hinzufügen</translation>
    </message>
    <message>
        <source>Honeycomb problems (*.json);;All files (*)</source>
        <translation>Honeycomb-Probleme (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Phrases of power: the contest's 18.</source>
        <translation>Machtwörter: die 18 des Wettbewerbs.</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>&lt;span style='color:#b00020'&gt;Not found in %1 (set PLAYBENCH_REFERENCE to the contest reference data), or choose problem files.&lt;/span&gt;</source>
        <translation>&lt;span style='color:#b00020'&gt;Nicht gefunden in %1 (setzen Sie PLAYBENCH_REFERENCE auf die Referenzdaten des Wettbewerbs), oder wählen Sie Problemdateien.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>A team's solutions files</source>
        <translation>Lösungsdateien eines Teams</translation>
    </message>
    <message>
        <source>Solutions (*.json);;All files (*)</source>
        <translation>Lösungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add at least one team.</source>
        <translation>Fügen Sie mindestens ein Team hinzu.</translation>
    </message>
    <message>
        <source>Add at least one problem file.</source>
        <translation>Fügen Sie mindestens eine Problemdatei hinzu.</translation>
    </message>
</context>
<context>
    <name>pb::gui::LessDocument</name>
    <message>
        <source>Figure 1</source>
        <translation>Abbildung 1</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot: random</source>
        <translation>Bot: random</translation>
    </message>
    <message>
        <source>Bot: greedy</source>
        <translation>Bot: greedy</translation>
    </message>
    <message>
        <source>Bot: search</source>
        <translation>Bot: search</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 (team %2):</source>
        <translation>%1 (Team %2):</translation>
    </message>
    <message>
        <source>Yellow+White</source>
        <translation>Gelb+Weiß</translation>
    </message>
    <message>
        <source>Black+Red</source>
        <translation>Schwarz+Rot</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Bot thinking time:</source>
        <translation>Denkzeit der Bots:</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Denkt nach...</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Neue Partie...</translation>
    </message>
    <message>
        <source>&amp;Confirm Turn</source>
        <translation>Zug &amp;bestätigen</translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation>&amp;Schritt rückgängig</translation>
    </message>
    <message>
        <source>C&amp;lear Turn</source>
        <translation>Zug &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Undo Turn</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>S&amp;kip Rush Animation</source>
        <translation>&amp;Endspurt-Animation überspringen</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Bestätigen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Undo step</source>
        <translation>Schritt rückgängig</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Zug rückgängig</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>Neue Partie...</translation>
    </message>
    <message>
        <source>Less: %1</source>
        <translation>Less: %1</translation>
    </message>
    <message>
        <source>&amp;Less</source>
        <translation>&amp;Less</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <source>pasted board</source>
        <translation>eingefügtes Brett</translation>
    </message>
    <message>
        <source>New Less Game</source>
        <translation>Neue Less-Partie</translation>
    </message>
    <message>
        <source>A seed (a number) to generate the board from the tiles, or a 112-digit wall string:</source>
        <translation>Ein Startwert (eine Zahl), um das Brett aus den Kacheln zu erzeugen, oder eine Mauerzeichenkette mit 112 Ziffern:</translation>
    </message>
    <message>
        <source>The game is over; start a new one (New Game).</source>
        <translation>Die Partie ist beendet; beginnen Sie eine neue (Neue Partie).</translation>
    </message>
    <message>
        <source>%1 is played by a bot; wait for its turn.</source>
        <translation>%1 wird von einem Bot gespielt; warten Sie auf seinen Zug.</translation>
    </message>
    <message>
        <source>Your team is home: confirm the turn (Enter).</source>
        <translation>Ihr Team ist im Ziel: bestätigen Sie den Zug (Eingabetaste).</translation>
    </message>
    <message>
        <source>Piece on %1 put down.</source>
        <translation>Stein auf %1 abgesetzt.</translation>
    </message>
    <message>
        <source>A turn has at most 3 steps: confirm it (Enter) or undo a step (Backspace).</source>
        <translation>Ein Zug hat höchstens 3 Schritte: bestätigen Sie ihn (Eingabetaste) oder nehmen Sie einen Schritt zurück (Rücktaste).</translation>
    </message>
    <message>
        <source>%1 to %2 costs %3 but only %4 of the turn's 3 moves are left.</source>
        <translation>%1 nach %2 kostet %3, aber von den 3 Einzelzügen des Zuges sind nur noch %4 übrig.</translation>
    </message>
    <message>
        <source>%1 %2 to %3 costs %4; %5 left.</source>
        <translation>%1 von %2 nach %3 kostet %4; %5 übrig.</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>%1 is not a step or a jump from %2 (a step goes to a neighbouring empty square, a jump over one piece to the empty square behind it, with no wall in the way).</source>
        <translation>%1 ist kein Schritt und kein Sprung von %2 aus (ein Schritt führt auf ein benachbartes leeres Feld, ein Sprung über einen Stein auf das leere Feld dahinter, ohne Mauer dazwischen).</translation>
    </message>
    <message>
        <source>Click one of the %1 pieces first.</source>
        <translation>Klicken Sie zuerst einen der Steine von %1 an.</translation>
    </message>
    <message>
        <source>That is a %1 piece; %2 moves its own pieces.</source>
        <translation>Das ist ein Stein von %1; %2 zieht nur eigene Steine.</translation>
    </message>
    <message>
        <source>That is a %1 piece; %2 is home and moves %3 pieces now.</source>
        <translation>Das ist ein Stein von %1; %2 ist im Ziel und zieht jetzt die Steine von %3.</translation>
    </message>
    <message>
        <source>Nothing left of this turn: confirm it (Enter) or undo a step (Backspace).</source>
        <translation>Von diesem Zug ist nichts mehr übrig: bestätigen Sie ihn (Eingabetaste) oder nehmen Sie einen Schritt zurück (Rücktaste).</translation>
    </message>
    <message>
        <source>The piece on %1 cannot move with %2 left.</source>
        <translation>Der Stein auf %1 kann mit %2 verbleibenden Einzelzügen nicht ziehen.</translation>
    </message>
    <message>
        <source>Piece on %1: click a marked square (its cost is shown).</source>
        <translation>Stein auf %1: klicken Sie ein markiertes Feld an (seine Kosten werden angezeigt).</translation>
    </message>
    <message>
        <source>No step to undo in this turn.</source>
        <translation>Kein Schritt in diesem Zug zum Rückgängigmachen.</translation>
    </message>
    <message>
        <source>Step undone; %1 left.</source>
        <translation>Schritt rückgängig gemacht; %1 übrig.</translation>
    </message>
    <message>
        <source>It is not a person's turn.</source>
        <translation>Kein Mensch ist am Zug.</translation>
    </message>
    <message>
        <source>Make at least one step before confirming.</source>
        <translation>Machen Sie vor dem Bestätigen mindestens einen Schritt.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 spielte %2.</translation>
    </message>
    <message>
        <source>No turn of a person to undo.</source>
        <translation>Kein Zug eines Menschen zum Rückgängigmachen.</translation>
    </message>
    <message>
        <source>Back to %1's turn %2.</source>
        <translation>Zurück zu Zug %2 von %1.</translation>
    </message>
    <message>
        <source>Final rush: %1, %2 of %3 moves</source>
        <translation>Endspurt: %1, %2 von %3 Einzelzügen</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3 to move (%4)</source>
        <translation>Zug %1 von %2: %3 ist am Zug (%4)</translation>
    </message>
    <message>
        <source>Final rush</source>
        <translation>Endspurt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Moves left this turn: %1 of %2%3</source>
        <translation>Verbleibende Einzelzüge in diesem Zug: %1 von %2%3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Moves charged: Yellow %1, White %2 (team %3); Black %4, Red %5 (team %6)</source>
        <translation>Angerechnete Einzelzüge: Gelb %1, Weiß %2 (Team %3); Schwarz %4, Rot %5 (Team %6)</translation>
    </message>
    <message>
        <source>Score: Yellow+White %1, Black+Red %2</source>
        <translation>Punkte: Gelb+Weiß %1, Schwarz+Rot %2</translation>
    </message>
    <message>
        <source>after %1 turns each</source>
        <translation>nach je %1 Zügen</translation>
    </message>
    <message>
        <source>%1 could not move</source>
        <translation>%1 konnte nicht ziehen</translation>
    </message>
    <message>
        <source>every piece home</source>
        <translation>alle Steine im Ziel</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Yellow+White win</source>
        <translation>Gelb+Weiß gewinnen</translation>
    </message>
    <message>
        <source>Black+Red win</source>
        <translation>Schwarz+Rot gewinnen</translation>
    </message>
    <message>
        <source>%1, %2 to %3 (%4; final rush: %5).</source>
        <translation>%1, %2 zu %3 (%4; Endspurt: %5).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Computing the final rush...</source>
        <translation>Endspurt wird berechnet...</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 denkt nach...</translation>
    </message>
    <message>
        <source>Computing the rush...</source>
        <translation>Endspurt wird berechnet...</translation>
    </message>
    <message>
        <source>program %1, replaced by the judge's bot</source>
        <translation>Programm %1, ersetzt durch den Bot des Schiedsrichters</translation>
    </message>
    <message>
        <source>program %1</source>
        <translation>Programm %1</translation>
    </message>
    <message>
        <source>Program...</source>
        <translation>Programm...</translation>
    </message>
    <message>
        <source>Save Less Game Log</source>
        <translation>Less-Partieprotokoll speichern</translation>
    </message>
    <message>
        <source>less-game.txt</source>
        <translation>less-game.txt</translation>
    </message>
    <message>
        <source>Less game logs (*.txt);;All files (*)</source>
        <translation>Less-Partieprotokolle (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Saved the game log %1.</source>
        <translation>Partieprotokoll %1 gespeichert.</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: turn %2 cannot be replayed: %3</source>
        <translation>%1: Zug %2 lässt sich nicht nachspielen: %3</translation>
    </message>
    <message>
        <source>replay of %1</source>
        <translation>Wiedergabe von %1</translation>
    </message>
    <message>
        <source>Replay: final rush and result</source>
        <translation>Wiedergabe: Endspurt und Ergebnis</translation>
    </message>
    <message>
        <source>No faults in this game.</source>
        <translation>Keine Fehler in dieser Partie.</translation>
    </message>
    <message>
        <source>Faults: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Replay: start of the game (%1 turns)</source>
        <translation>Wiedergabe: Beginn der Partie (%1 Züge)</translation>
    </message>
    <message>
        <source>Replay: turn %1 of %2: %3's turn %4, %5</source>
        <translation>Wiedergabe: Zug %1 von %2: Zug %4 von %3, %5</translation>
    </message>
    <message>
        <source>Fault: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programm: %1</translation>
    </message>
    <message>
        <source>%1's program was stopped; %2 plays its seat from now on.</source>
        <translation>Das Programm von %1 wurde beendet; ab jetzt spielt %2 seinen Platz.</translation>
    </message>
    <message>
        <source>%1 is played by %2; the game starts again so that the program sees every turn.</source>
        <translation>%1 wird von %2 gespielt; die Partie beginnt neu, damit das Programm jeden Zug sieht.</translation>
    </message>
    <message>
        <source>Program for %1</source>
        <translation>Programm für %1</translation>
    </message>
    <message>
        <source>The program's command line (arguments allowed). It is started for each game and speaks the CodeCup 2017 dialogue on stdin and stdout, with %1 s for the game. If it crashes, runs out of time or sends an invalid turn, it scores 0 and the judge's bot plays its seat.</source>
        <translation>Die Befehlszeile des Programms (Argumente erlaubt). Es wird für jede Partie gestartet und spricht den Dialog von CodeCup 2017 über stdin und stdout, mit %1 s für die Partie. Stürzt es ab, überschreitet es die Zeit oder sendet es einen ungültigen Zug, erhält es 0 Punkte, und der Bot des Schiedsrichters spielt seinen Platz.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Choose a Less Program</source>
        <translation>Less-Programm wählen</translation>
    </message>
    <message>
        <source>Built-in bots are chosen in the seat's list, not here.</source>
        <translation>Eingebaute Bots werden in der Liste des Platzes gewählt, nicht hier.</translation>
    </message>
    <message>
        <source>A program has to see the game from its first turn, so this game starts again on the same board. Go on?</source>
        <translation>Ein Programm muss die Partie ab ihrem ersten Zug sehen, daher beginnt diese Partie auf demselben Brett neu. Fortfahren?</translation>
    </message>
    <message>
        <source>%1, turn %2, %3: "%4" %5</source>
        <translation>%1, Zug %2, %3: "%4" %5</translation>
    </message>
    <message>
        <source>%1's program failed (%2); it scores 0 and the judge's bot plays its seat.</source>
        <translation>Das Programm von %1 ist gescheitert (%2); es erhält 0 Punkte, und der Bot des Schiedsrichters spielt seinen Platz.</translation>
    </message>
    <message>
        <source>%1's program is thinking... %2 s left</source>
        <translation>Das Programm von %1 denkt nach... noch %2 s</translation>
    </message>
    <message>
        <source>This is a replay; start a New Game to play.</source>
        <translation>Dies ist eine Wiedergabe; beginnen Sie eine neue Partie, um zu spielen.</translation>
    </message>
    <message>
        <source>Turns cannot be undone in a game with a program: it cannot take its turns back. Start a new game instead.</source>
        <translation>In einer Partie mit einem Programm lassen sich Züge nicht rückgängig machen: es kann seine Züge nicht zurücknehmen. Beginnen Sie stattdessen eine neue Partie.</translation>
    </message>
    <message>
        <source>%1 (%2) played %3.</source>
        <translation>%1 (%2) spielte %3.</translation>
    </message>
    <message>
        <source>Score: Yellow %1, White %2, Black %3, Red %4 (a program with a fault scores 0)</source>
        <translation>Punkte: Gelb %1, Weiß %2, Schwarz %3, Rot %4 (ein Programm mit Fehler erhält 0)</translation>
    </message>
    <message>
        <source>Final rush: the programs send their rushes, the judge finds everyone else's fewest moves home...</source>
        <translation>Endspurt: die Programme senden ihre Endspurts, der Schiedsrichter ermittelt für alle anderen die wenigsten Einzelzüge ins Ziel...</translation>
    </message>
    <message>
        <source>%1's program is thinking...</source>
        <translation>Das Programm von %1 denkt nach...</translation>
    </message>
    <message>
        <source>Neither a seed nor a board: %1</source>
        <translation>Weder ein Startwert noch ein Brett: %1</translation>
    </message>
    <message>
        <source>Game over: a draw, %1 to %2.</source>
        <translation>Partie beendet: Unentschieden, %1 zu %2.</translation>
    </message>
    <message>
        <source>Game over: %1 win, %2 to %3.</source>
        <translation>Partie beendet: %1 gewinnen, %2 zu %3.</translation>
    </message>
    <message>
        <source>Turn cleared; %1 to move: click a piece.</source>
        <translation>Zug geleert; %1 ist am Zug: klicken Sie einen Stein an.</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>Projected moves (charged + exact rushes): Yellow+White %1, Black+Red %2; that scores Yellow+White %3, Black+Red %4</source>
        <translation>Voraussichtliche Einzelzüge (angerechnet + exakte Endspurts): Gelb+Weiß %1, Schwarz+Rot %2; das ergibt Gelb+Weiß %3, Schwarz+Rot %4 Punkte</translation>
    </message>
    <message>
        <source>Projected moves (charged + rushes by lower bound): Yellow+White %1, Black+Red %2; that scores Yellow+White %3, Black+Red %4</source>
        <translation>Voraussichtliche Einzelzüge (angerechnet + Endspurts nach unterer Schranke): Gelb+Weiß %1, Schwarz+Rot %2; das ergibt Gelb+Weiß %3, Schwarz+Rot %4 Punkte</translation>
    </message>
    <message>
        <source>the autosaved board: %1</source>
        <translation>das automatisch gesicherte Brett: %1</translation>
    </message>
    <message>
        <source>the autosaved game has turns after its end</source>
        <translation>die automatisch gesicherte Partie hat Züge nach ihrem Ende</translation>
    </message>
    <message>
        <source>the autosaved turn %1: %2</source>
        <translation>der automatisch gesicherte Zug %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n turn(s); the greedy bot plays the programs' seats.</source>
        <translation>
            <numerusform>Partie nach %n Zug wiederhergestellt; der greedy-Bot spielt die Plätze der Programme.</numerusform>
            <numerusform>Partie nach %n Zügen wiederhergestellt; der greedy-Bot spielt die Plätze der Programme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n turn(s).</source>
        <translation>
            <numerusform>Partie nach %n Zug wiederhergestellt.</numerusform>
            <numerusform>Partie nach %n Zügen wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot: tree search (strongest)</source>
        <translation>Bot: Baumsuche (der stärkste)</translation>
    </message>
    <message>
        <source>Final rush: %1 is already home</source>
        <translation>Endspurt: %1 ist bereits zu Hause</translation>
    </message>
</context>
<context>
    <name>pb::gui::LessMovesPlot</name>
    <message>
        <source>Yellow+White charged</source>
        <translation>Gelb+Weiß angerechnet</translation>
    </message>
    <message>
        <source>Black+Red charged</source>
        <translation>Schwarz+Rot angerechnet</translation>
    </message>
    <message>
        <source>Yellow+White projected</source>
        <translation>Gelb+Weiß voraussichtlich</translation>
    </message>
    <message>
        <source>Black+Red projected</source>
        <translation>Schwarz+Rot voraussichtlich</translation>
    </message>
    <message>
        <source>Round (four turns)</source>
        <translation>Runde (vier Züge)</translation>
    </message>
    <message>
        <source>Team moves</source>
        <translation>Einzelzüge des Teams</translation>
    </message>
</context>
<context>
    <name>pb::gui::LessTournamentForm</name>
    <message>
        <source>Players (four or more: groups of four play all 24 seatings on each board)</source>
        <translation>Spieler (vier oder mehr: Vierergruppen spielen auf jedem Brett alle 24 Sitzordnungen)</translation>
    </message>
    <message>
        <source>the fewest for equal play</source>
        <translation>die wenigsten für gleich häufiges Spielen</translation>
    </message>
    <message>
        <source>Rounds of groups; a number given must be a multiple of the fewest that let everyone play equally often (1 for 4 or 8 players, 5 for 5, 3 for 6).</source>
        <translation>Runden von Gruppen; eine angegebene Zahl muss ein Vielfaches der kleinsten Zahl sein, bei der alle gleich oft spielen (1 bei 4 oder 8 Spielern, 5 bei 5, 3 bei 6).</translation>
    </message>
    <message>
        <source>Sets of 24 games each group plays in a round, each on a newly generated board.</source>
        <translation>Sätze von 24 Partien, die jede Gruppe in einer Runde spielt, jeder auf einem neu erzeugten Brett.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Sets per round:</source>
        <translation>Sätze pro Runde:</translation>
    </message>
    <message>
        <source>Seed (draw, boards, bots):</source>
        <translation>Startwert (Auslosung, Bretter, Bots):</translation>
    </message>
    <message>
        <source>Program time per game:</source>
        <translation>Programmzeit pro Partie:</translation>
    </message>
    <message>
        <source>Bot time per turn:</source>
        <translation>Bot-Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Judge (takes a faulty seat):</source>
        <translation>Schiedsrichter (übernimmt einen fehlerhaften Platz):</translation>
    </message>
    <message>
        <source>Add at least four players.</source>
        <translation>Fügen Sie mindestens vier Spieler hinzu.</translation>
    </message>
</context>
<context>
    <name>pb::gui::MainWindow</name>
    <message>
        <source>Playbench</source>
        <translation>Playbench</translation>
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
        <translation>Über Playbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playbench %1&lt;/h3&gt;&lt;p&gt;A workbench for five classic programming-contest games: Ants (ICFP 2004), Honeycomb (ICFP 2015), Less (CodeCup 2017), Arimaa (WCC 2015) and Peaceable pieces (TCO19).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Playbench %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank für fünf klassische Spiele aus Programmierwettbewerben: Ants (ICFP 2004), Honeycomb (ICFP 2015), Less (CodeCup 2017), Arimaa (WCC 2015) und Peaceable pieces (TCO19).&lt;/p&gt;</translation>
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
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>%1: Playbench does not know this kind of file yet.</source>
        <translation>%1: Playbench kennt diese Dateiart noch nicht.</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>%1 - Playbench</source>
        <translation>%1 - Playbench</translation>
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
        <translation>Ameisen-&amp;Dumps vergleichen...</translation>
    </message>
    <message>
        <source>Ant dumps (*.txt *.dump *.gz);;All files (*)</source>
        <translation>Ameisen-Dumps (*.txt *.dump *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Compare: first dump (A)</source>
        <translation>Vergleich: erster Dump (A)</translation>
    </message>
    <message>
        <source>Compare: second dump (B)</source>
        <translation>Vergleich: zweiter Dump (B)</translation>
    </message>
    <message>
        <source>Compare dumps</source>
        <translation>Dumps vergleichen</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation>%1:%2: Fehler: kein gültiges JSON: %3</translation>
    </message>
    <message>
        <source>%1: a JSON file Playbench does not know (not a Honeycomb problem or solutions list)</source>
        <translation>%1: eine JSON-Datei, die Playbench nicht kennt (weder ein Honeycomb-Problem noch eine Lösungsliste)</translation>
    </message>
    <message>
        <source>Tournament (any game)</source>
        <translation>Turnier (beliebiges Spiel)</translation>
    </message>
    <message>
        <source>&amp;Guide to This Workspace</source>
        <translation>&amp;Anleitung zu diesem Arbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Guide: %1</source>
        <translation>Anleitung: %1</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG-Bilder (*.png);;SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3)</source>
        <translation>%1 exportiert (%2 x %3)</translation>
    </message>
    <message>
        <source>Comparison of %1 and %2  (%3)</source>
        <translation>Vergleich von %1 und %2  (%3)</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a game this version does not know</source>
        <translation>ein Spiel, das diese Version nicht kennt</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>Nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Playbench files (*.world *.ant *.antl *.json *.txt *.in *.sqlite *.db);;Ant worlds (*.world);;Ant brains (*.ant);;Ant brains in the brain language (*.antl);;Honeycomb problems and solutions (*.json);;Less game logs (*.txt);;Arimaa games and archives (*.txt);;Peaceable tests (*.in);;Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation>Playbench-Dateien (*.world *.ant *.antl *.json *.txt *.in *.sqlite *.db);;Ameisenwelten (*.world);;Ameisengehirne (*.ant);;Ameisengehirne in der Gehirnsprache (*.antl);;Honeycomb-Probleme und -Lösungen (*.json);;Less-Partieprotokolle (*.txt);;Arimaa-Partien und -Archive (*.txt);;Peaceable-Tests (*.in);;Turnierdatenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>E&amp;instellungen...</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user guide, at the page of the workspace in front</source>
        <translation>Das Benutzerhandbuch, auf der Seite des vorne liegenden Arbeitsbereichs</translation>
    </message>
</context>
<context>
    <name>pb::gui::PeaceableDocument</name>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>New best for seed %1: %2 (was %3).</source>
        <translation>Neue Bestleistung für Startwert %1: %2 (vorher %3).</translation>
    </message>
    <message>
        <source>Solver finished: score %1 after %2 s (%3 moves tried, %4 region draws).</source>
        <translation>Löser fertig: Punktzahl %1 nach %2 s (%3 Züge versucht, %4 Regionen gezogen).</translation>
    </message>
    <message>
        <source>Best scores: %1</source>
        <translation>Beste Punktzahlen: %1</translation>
    </message>
    <message>
        <source>The stored answer of seed %1 cannot be read: %2</source>
        <translation>Die gespeicherte Antwort zu Startwert %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Seed %1: the best answer kept, score %2 (%3).</source>
        <translation>Startwert %1: die beste gespeicherte Antwort, Punktzahl %2 (%3).</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Independent solver runs at once; the best is kept.</source>
        <translation>Unabhängige Läufe des Lösers gleichzeitig; der beste wird behalten.</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Solve (F5)</source>
        <translation>Lösen (F5)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Zeitpunkt (UTC)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
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
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;Clear Pieces</source>
        <translation>Figuren &amp;entfernen</translation>
    </message>
    <message>
        <source>Clear pieces</source>
        <translation>Figuren entfernen</translation>
    </message>
    <message>
        <source>Peaceable: %1%2</source>
        <translation>Peaceable: %1%2</translation>
    </message>
    <message>
        <source>&amp;Peaceable</source>
        <translation>&amp;Peaceable</translation>
    </message>
    <message>
        <source>&amp;Open Answer...</source>
        <translation>Antwort ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open Answer</source>
        <translation>Antwort öffnen</translation>
    </message>
    <message>
        <source>Answers (*.out *.txt);;All files (*)</source>
        <translation>Antworten (*.out *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save &amp;Answer As...</source>
        <translation>&amp;Antwort speichern unter...</translation>
    </message>
    <message>
        <source>%1 x %1, %2 players, %3 walls; points K %4, Q %5, R %6, B %7, N %8</source>
        <translation>%1 x %1, %2 Spieler, %3 Mauern; Punkte K %4, D %5, T %6, L %7, S %8</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <source>Seed %1: the official test.</source>
        <translation>Startwert %1: der offizielle Test.</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the answer's walls differ from the test's; the test's are kept.</source>
        <translation>%1: die Mauern der Antwort weichen von denen des Tests ab; die des Tests werden beibehalten.</translation>
    </message>
    <message>
        <source>Opened %1: score %2.</source>
        <translation>%1 geöffnet: Punktzahl %2.</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save Answer</source>
        <translation>Antwort speichern</translation>
    </message>
    <message>
        <source>seed_%1.out</source>
        <translation>seed_%1.out</translation>
    </message>
    <message>
        <source>answer.out</source>
        <translation>answer.out</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>(%1,%2) is a wall.</source>
        <translation>(%1,%2) ist eine Mauer.</translation>
    </message>
    <message>
        <source>%1 of player %2 at (%3,%4)</source>
        <translation>%1 von Spieler %2 auf (%3,%4)</translation>
    </message>
    <message>
        <source>remove (%1,%2)</source>
        <translation>(%1,%2) entfernen</translation>
    </message>
    <message>
        <source>Solving for %1 s...</source>
        <translation>Löse %1 s lang...</translation>
    </message>
    <message>
        <source>Stopping the solver; the best placement found stays.</source>
        <translation>Der Löser wird angehalten; die beste gefundene Platzierung bleibt.</translation>
    </message>
    <message>
        <source>Valid. Score %1 (the lowest player). Players %2</source>
        <translation>Gültig. Punktzahl %1 (der schwächste Spieler). Spieler %2</translation>
    </message>
    <message>
        <source>Invalid (score -1): %1 conflicts. Players %2</source>
        <translation>Ungültig (Punktzahl -1): %1 Konflikte. Spieler %2</translation>
    </message>
    <message>
        <source>
... and %1 more</source>
        <translation>
... und %1 weitere</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Unsaved answer</source>
        <translation>Ungespeicherte Antwort</translation>
    </message>
    <message>
        <source>The answer of %1 has unsaved changes. Save it first?</source>
        <translation>Die Antwort zu %1 hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Hand editing</source>
        <translation>Bearbeiten von Hand</translation>
    </message>
    <message>
        <source>Left click on the board: put the chosen piece; right click: remove a piece</source>
        <translation>Linksklick auf das Brett: die gewählte Figur setzen; Rechtsklick: eine Figur entfernen</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Beste Punktzahlen</translation>
    </message>
    <message>
        <source>Double click a row: open the seed with its best answer</source>
        <translation>Doppelklick auf eine Zeile: den Startwert mit seiner besten Antwort öffnen</translation>
    </message>
    <message>
        <source>the autosaved test: %1</source>
        <translation>der automatisch gesicherte Test: %1</translation>
    </message>
    <message>
        <source>the autosaved answer: %1</source>
        <translation>die automatisch gesicherte Antwort: %1</translation>
    </message>
    <message>
        <source>Restored the unsaved answer: score %1.</source>
        <translation>Die ungespeicherte Antwort wurde wiederhergestellt: Punktzahl %1.</translation>
    </message>
</context>
<context>
    <name>pb::gui::PeaceableTournamentForm</name>
    <message>
        <source>Add Our Solver</source>
        <translation>Unseren Löser hinzufügen</translation>
    </message>
    <message>
        <source>Solver (ours with settings, or a program command line)</source>
        <translation>Löser (unserer mit Einstellungen oder die Befehlszeile eines Programms)</translation>
    </message>
    <message>
        <source>Solvers (ours with settings, or programs under the tester's input and output)</source>
        <translation>Löser (unserer mit Einstellungen oder Programme mit der Ein- und Ausgabe des Testers)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Official tests, seeds:</source>
        <translation>Offizielle Tests, Startwerte:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time per test:</source>
        <translation>Zeit pro Test:</translation>
    </message>
    <message>
        <source>Solver %1: %2</source>
        <translation>Löser %1: %2</translation>
    </message>
    <message>
        <source>Add at least one solver.</source>
        <translation>Fügen Sie mindestens einen Löser hinzu.</translation>
    </message>
    <message>
        <source>The last seed comes before the first.</source>
        <translation>Der letzte Startwert liegt vor dem ersten.</translation>
    </message>
</context>
<context>
    <name>pb::gui::PlayerList</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player (bot or program command line)</source>
        <translation>Spieler (Bot oder Befehlszeile eines Programms)</translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation>Bot hinzufügen</translation>
    </message>
    <message>
        <source>Add Program...</source>
        <translation>Programm hinzufügen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Add a program</source>
        <translation>Ein Programm hinzufügen</translation>
    </message>
    <message>
        <source>Programs (*)</source>
        <translation>Programme (*)</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>pb::gui::PreferencesDialog</name>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The language of the system: %1</source>
        <translation>Die Sprache des Systems: %1</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Applies at once to the open windows, and at every start.</source>
        <translation>Gilt sofort für die geöffneten Fenster und bei jedem Start.</translation>
    </message>
</context>
<context>
    <name>pb::gui::RestoreDialog</name>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Playbench did not quit normally last time. This work had not been saved; it was autosaved and can be restored:</source>
        <translation>Playbench wurde beim letzten Mal nicht normal beendet. Diese Arbeit war nicht gespeichert; sie wurde automatisch gesichert und kann wiederhergestellt werden:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Autosaved</source>
        <translation>Automatisch gesichert</translation>
    </message>
    <message>
        <source>Restored documents open as unsaved. Discard deletes the autosaved copies; Later asks again at the next start.</source>
        <translation>Wiederhergestellte Dokumente werden als ungespeichert geöffnet. Verwerfen löscht die automatisch gesicherten Kopien; Später fragt beim nächsten Start erneut.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
</context>
<context>
    <name>pb::gui::ResumeGameDialog</name>
    <message>
        <source>Resume a Game From a Move</source>
        <translation>Partie ab einem Zug fortsetzen</translation>
    </message>
    <message>
        <source>After a technical failure (the championship's rules): the game goes on, or is replayed, from the move where the disadvantage first occurred, with the clocks of that moment. A finished game's result is invalidated. Once a game of the next round has been played, a round's results stand.</source>
        <translation>Nach einem technischen Fehler (nach den Regeln der Meisterschaft): Die Partie wird ab dem Zug fortgesetzt oder neu gespielt, bei dem der Nachteil zuerst auftrat, mit den Uhren dieses Zeitpunkts. Das Ergebnis einer beendeten Partie wird annulliert. Sobald eine Partie der nächsten Runde gespielt wurde, bleiben die Ergebnisse einer Runde bestehen.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partie:</translation>
    </message>
    <message>
        <source>the first move to play again, e.g. 23g</source>
        <translation>der erste erneut zu spielende Zug, z. B. 23g</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;Ab Zug:</translation>
    </message>
    <message>
        <source>e.g. the game server did not receive Gold's move</source>
        <translation>z. B. der Spielserver hat den Zug von Gold nicht erhalten</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>the first move to play again, e.g. %1</source>
        <translation>der erste erneut zu spielende Zug, z. B. %1</translation>
    </message>
    <message>
        <source>No game of this tournament can be resumed now.</source>
        <translation>Derzeit kann keine Partie dieses Turniers fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Give the first move to play again (e.g. 23g).</source>
        <translation>Geben Sie den ersten erneut zu spielenden Zug an (z. B. 23g).</translation>
    </message>
</context>
<context>
    <name>pb::gui::StartPage</name>
    <message>
        <source>&lt;h1&gt;Playbench&lt;/h1&gt;&lt;p&gt;A workbench for five classic programming-contest games.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Playbench&lt;/h1&gt;&lt;p&gt;Eine Werkbank für fünf klassische Spiele aus Programmierwettbewerben.&lt;/p&gt;</translation>
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
        <source>&lt;b&gt;Tournaments&lt;/b&gt;&lt;br&gt;Brains, bots and programs against each other under a contest's own ranking, on all cores, kept in a database.</source>
        <translation>&lt;b&gt;Turniere&lt;/b&gt;&lt;br&gt;Gehirne, Bots und Programme gegeneinander nach der Wertung des jeweiligen Wettbewerbs, auf allen Kernen, gespeichert in einer Datenbank.</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Files&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Dateien&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Open...</source>
        <translation>Öffnen...</translation>
    </message>
    <message>
        <source>Open a world, brain, problem, solutions file, game log, record, test or tournament database</source>
        <translation>Eine Welt, ein Gehirn, ein Problem, eine Lösungsdatei, ein Partieprotokoll, eine Partieaufzeichnung, einen Test oder eine Turnierdatenbank öffnen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent&lt;/b&gt; (double-click or Enter to open)</source>
        <translation>&lt;b&gt;Zuletzt verwendet&lt;/b&gt; (Doppelklick oder Eingabetaste zum Öffnen)</translation>
    </message>
    <message>
        <source>No recent files yet. Files you open or save are listed here.</source>
        <translation>Noch keine zuletzt verwendeten Dateien. Dateien, die Sie öffnen oder speichern, werden hier aufgeführt.</translation>
    </message>
    <message>
        <source>Help &gt; User Guide tells how to use each game; Help &gt; Guide to This Workspace sums up the workspace in front; Help &gt; Keyboard Shortcuts lists every key.</source>
        <translation>Hilfe &gt; Benutzerhandbuch erklärt, wie man jedes Spiel benutzt; Hilfe &gt; Anleitung zu diesem Arbeitsbereich fasst den vorne liegenden Arbeitsbereich zusammen; Hilfe &gt; Tastenkürzel listet alle Tasten auf.</translation>
    </message>
</context>
<context>
    <name>pb::gui::TournamentDocument</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Tournament: %1</source>
        <translation>Turnier: %1</translation>
    </message>
    <message>
        <source>A tournament is running in this workspace; cancel it first.</source>
        <translation>In diesem Arbeitsbereich läuft ein Turnier; brechen Sie es zuerst ab.</translation>
    </message>
    <message>
        <source>Tournament running: %1 games at once, database %2</source>
        <translation>Turnier läuft: %1 Partien gleichzeitig, Datenbank %2</translation>
    </message>
    <message>
        <source>All worlds</source>
        <translation>Alle Welten</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>All boards</source>
        <translation>Alle Bretter</translation>
    </message>
    <message>
        <source>World %1</source>
        <translation>Welt %1</translation>
    </message>
    <message>
        <source>Board of seed %1</source>
        <translation>Brett mit Startwert %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Brett %1</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: not a tournament database (it has no tournament settings)</source>
        <translation>%1: keine Turnierdatenbank (sie enthält keine Turniereinstellungen)</translation>
    </message>
    <message>
        <source>No tournament to export yet.</source>
        <translation>Noch kein Turnier zum Exportieren.</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported the standings to %1</source>
        <translation>Tabelle nach %1 exportiert</translation>
    </message>
    <message>
        <source>Choose a finished game in the list first.</source>
        <translation>Wählen Sie zuerst eine beendete Partie in der Liste.</translation>
    </message>
    <message>
        <source>Game %1 is not finished yet.</source>
        <translation>Partie %1 ist noch nicht beendet.</translation>
    </message>
    <message>
        <source>The games of a %1 tournament do not open in a workspace.</source>
        <translation>Die Partien eines %1-Turniers lassen sich nicht in einem Arbeitsbereich öffnen.</translation>
    </message>
    <message>
        <source>Game %1 cannot be set up from the tournament's settings.</source>
        <translation>Partie %1 lässt sich nicht aus den Einstellungen des Turniers aufbauen.</translation>
    </message>
    <message>
        <source>Opened game %1: %2 (%3); step through any round.</source>
        <translation>Partie %1 geöffnet: %2 (%3); gehen Sie beliebige Runden schrittweise durch.</translation>
    </message>
    <message>
        <source>The database keeps no record of game %1.</source>
        <translation>Die Datenbank enthält keine Aufzeichnung von Partie %1.</translation>
    </message>
    <message>
        <source>Opened game %1: %2</source>
        <translation>Partie %1 geöffnet: %2</translation>
    </message>
    <message>
        <source>Open a tournament database</source>
        <translation>Eine Turnierdatenbank öffnen</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation>Turnierdatenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;New Tournament</source>
        <translation>&amp;Neues Turnier</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Open Selected Game</source>
        <translation>Gewählte Partie &amp;öffnen</translation>
    </message>
    <message>
        <source>&amp;Export Standings...</source>
        <translation>Tabelle &amp;exportieren...</translation>
    </message>
    <message>
        <source>At once:</source>
        <translation>Gleichzeitig:</translation>
    </message>
    <message>
        <source>Games played at once when resuming</source>
        <translation>Gleichzeitig gespielte Partien beim Fortsetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop now; the finished games are kept and Resume plays the rest.</source>
        <translation>Jetzt anhalten; die beendeten Partien bleiben erhalten, und Fortsetzen spielt den Rest.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New...</source>
        <translation>Neu...</translation>
    </message>
    <message>
        <source>Set up another tournament</source>
        <translation>Ein weiteres Turnier einrichten</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Points of each row's player against each column's:</source>
        <translation>Punkte des Spielers jeder Zeile gegen den Spieler jeder Spalte:</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Finished games (double-click one to open it in its workspace):</source>
        <translation>Beendete Partien (Doppelklick öffnet eine Partie in ihrem Arbeitsbereich):</translation>
    </message>
    <message>
        <source>Cancel the running tournament first.</source>
        <translation>Brechen Sie zuerst das laufende Turnier ab.</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Partien</translation>
    </message>
    <message>
        <source>, %1 elapsed</source>
        <translation>, %1 vergangen</translation>
    </message>
    <message>
        <source>, about %1 left, %2 games/s</source>
        <translation>, noch etwa %1, %2 Partien/s</translation>
    </message>
    <message>
        <source> (stopping...)</source>
        <translation> (wird angehalten...)</translation>
    </message>
    <message>
        <source>: complete in %1</source>
        <translation>: abgeschlossen in %1</translation>
    </message>
    <message>
        <source>: complete</source>
        <translation>: abgeschlossen</translation>
    </message>
    <message>
        <source>: stopped; Resume plays the rest</source>
        <translation>: angehalten; Fortsetzen spielt den Rest</translation>
    </message>
    <message>
        <source>: failed: %1</source>
        <translation>: fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <source>Arimaa World Computer Championship 2015: finals</source>
        <translation>Arimaa World Computer Championship 2015: Finale</translation>
    </message>
    <message>
        <source>Arimaa World Computer Championship 2015: qualifier</source>
        <translation>Arimaa World Computer Championship 2015: Qualifikation</translation>
    </message>
    <message>
        <source>%1 (%2) tournament</source>
        <translation>%1-Turnier (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 players: %3 &amp;nbsp; &lt;span style='color:gray'&gt;%4&lt;/span&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2 Spieler: %3 &amp;nbsp; &lt;span style='color:gray'&gt;%4&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Stop the tournament first: games are resumed while it is not being played.</source>
        <translation>Halten Sie zuerst das Turnier an: Partien werden fortgesetzt, während es nicht gespielt wird.</translation>
    </message>
    <message>
        <source>Resume a Game From a Move</source>
        <translation>Partie ab einem Zug fortsetzen</translation>
    </message>
    <message>
        <source>No game of this tournament can be resumed now: none is finished in the last round played, and none was halted.</source>
        <translation>Derzeit kann keine Partie dieses Turniers fortgesetzt werden: keine ist in der zuletzt gespielten Runde beendet, und keine wurde angehalten.</translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation>Partie %1, %2</translation>
    </message>
    <message>
        <source>: halted at %1</source>
        <translation>: angehalten bei %1</translation>
    </message>
    <message>
        <source>Resume Game From a &amp;Move...</source>
        <translation>Partie ab einem &amp;Zug fortsetzen...</translation>
    </message>
    <message>
        <source>After a technical failure: play a halted or finished game again from one of its moves, with the clocks of that moment</source>
        <translation>Nach einem technischen Fehler: eine angehaltene oder beendete Partie ab einem ihrer Züge erneut spielen, mit den Uhren dieses Zeitpunkts</translation>
    </message>
    <message>
        <source>Each round's games and bye; lives left and ratings after the round. Double-click a game to open it.</source>
        <translation>Partien und Freilos jeder Runde; verbleibende Leben und Wertungen nach der Runde. Doppelklicken Sie auf eine Partie, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Benchmark Bots</source>
        <translation>Benchmark-Bots</translation>
    </message>
</context>
<context>
    <name>pb::gui::TournamentSetup</name>
    <message>
        <source>&lt;h2&gt;New tournament&lt;/h2&gt;Every game is kept in an SQLite database as it finishes: stop at any time and resume later, or open the database with File &gt; Open.</source>
        <translation>&lt;h2&gt;Neues Turnier&lt;/h2&gt;Jede Partie wird bei ihrem Ende in einer SQLite-Datenbank gespeichert: Sie können jederzeit anhalten und später fortsetzen oder die Datenbank mit Datei &gt; Öffnen öffnen.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>An existing database of the same tournament is resumed.</source>
        <translation>Eine vorhandene Datenbank desselben Turniers wird fortgesetzt.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <source>Games played at once (this computer has %1 cores)</source>
        <translation>Gleichzeitig gespielte Partien (dieser Computer hat %1 Kerne)</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partien gleichzeitig:</translation>
    </message>
    <message>
        <source>Open a Database...</source>
        <translation>Datenbank öffnen...</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Tournament database</source>
        <translation>Turnierdatenbank</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation>Turnierdatenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Wählen Sie ein Spiel.</translation>
    </message>
    <message>
        <source>Give the database file.</source>
        <translation>Geben Sie die Datenbankdatei an.</translation>
    </message>
    <message>
        <source>none: play every game</source>
        <translation>keine: jedes Spiel spielen</translation>
    </message>
    <message>
        <source>Ant games are deterministic: every game this earlier tournament's database played with the same two brains, world, seed and rounds is taken from it, and only the others are played (after changing one brain, only its games).</source>
        <translation>Ameisenspiele sind deterministisch: Jedes Spiel, das die Datenbank dieses früheren Turniers mit denselben zwei Gehirnen, derselben Welt, demselben Seed und denselben Runden gespielt hat, wird aus ihr übernommen, und nur die anderen werden gespielt (nach der Änderung eines Gehirns nur dessen Spiele).</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Auswählen...</translation>
    </message>
    <message>
        <source>Reuse games from:</source>
        <translation>Spiele übernehmen aus:</translation>
    </message>
    <message>
        <source>Reuse games from a tournament database</source>
        <translation>Spiele aus einer Turnierdatenbank übernehmen</translation>
    </message>
</context>
<context>
    <name>pb::views::BenchmarkTable</name>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Finals seed</source>
        <translation>Setzplatz im Finale</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>keine Partien</translation>
    </message>
    <message>
        <source>%1 (streak %2, %3 games, %4 lost before)</source>
        <translation>%1 (Serie %2, %3 Partien, %4 zuvor verloren)</translation>
    </message>
    <message>
        <source>Score against %1: the wins of the longest winning streak, at most 4</source>
        <translation>Punktzahl gegen %1: die Siege der längsten Siegesserie, höchstens 4</translation>
    </message>
</context>
<context>
    <name>pb::views::BrainEditor</name>
    <message>
        <source>Go to State...</source>
        <translation>Gehe zu Zustand...</translation>
    </message>
    <message>
        <source>Go to State</source>
        <translation>Gehe zu Zustand</translation>
    </message>
    <message>
        <source>State (0 to %1):</source>
        <translation>Zustand (0 bis %1):</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <source>1 state</source>
        <translation>1 Zustand</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation>%1 Zustände</translation>
    </message>
    <message>
        <source>no problems</source>
        <translation>keine Probleme</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>... und %1 weitere</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Calls make %1</source>
        <translation>Aufrufe ergeben %1</translation>
    </message>
    <message>
        <source>Never ran</source>
        <translation>Nie ausgeführt</translation>
    </message>
    <message>
        <source>Ran %1 times</source>
        <translation>%1-mal ausgeführt</translation>
    </message>
    <message>
        <source>1 ant on this line now</source>
        <translation>1 Ameise gerade in dieser Zeile</translation>
    </message>
    <message>
        <source>%1 ants on this line now</source>
        <translation>%1 Ameisen gerade in dieser Zeile</translation>
    </message>
</context>
<context>
    <name>pb::views::BrainTextEdit</name>
    <message>
        <source>State %1, line %2</source>
        <translation>Zustand %1, Zeile %2</translation>
    </message>
    <message>
        <source>Never ran</source>
        <translation>Nie ausgeführt</translation>
    </message>
    <message>
        <source>Ran %1 times</source>
        <translation>%1-mal ausgeführt</translation>
    </message>
    <message>
        <source>1 ant in this state now</source>
        <translation>1 Ameise gerade in diesem Zustand</translation>
    </message>
    <message>
        <source>%1 ants in this state now</source>
        <translation>%1 Ameisen gerade in diesem Zustand</translation>
    </message>
</context>
<context>
    <name>pb::views::CellInspector</name>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <source>Hover a cell to inspect it</source>
        <translation>Zeigen Sie auf eine Zelle, um sie zu untersuchen</translation>
    </message>
    <message>
        <source>Cell (%1, %2)</source>
        <translation>Zelle (%1, %2)</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>Fels</translation>
    </message>
    <message>
        <source>red anthill</source>
        <translation>roter Ameisenhügel</translation>
    </message>
    <message>
        <source>black anthill</source>
        <translation>schwarzer Ameisenhügel</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Futter</translation>
    </message>
    <message>
        <source>Red markers (bits 0-5)</source>
        <translation>Rote Markierungen (Bits 0-5)</translation>
    </message>
    <message>
        <source>Black markers (bits 0-5)</source>
        <translation>Schwarze Markierungen (Bits 0-5)</translation>
    </message>
    <message>
        <source>Ant</source>
        <translation>Ameise</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>(no brain loaded)</source>
        <translation>(kein Gehirn geladen)</translation>
    </message>
    <message numerus="yes">
        <source>past the end of the brain (%n states)</source>
        <translation>
            <numerusform>hinter dem Ende des Gehirns (%n Zustand)</numerusform>
            <numerusform>hinter dem Ende des Gehirns (%n Zustände)</numerusform>
        </translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Resting</source>
        <translation>Ruht</translation>
    </message>
    <message numerus="yes">
        <source>%n more round(s)</source>
        <translation>
            <numerusform>noch %n Runde</numerusform>
            <numerusform>noch %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Carrying food</source>
        <translation>Trägt Futter</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>pb::views::CommandPanel</name>
    <message>
        <source>No commands yet. Turn on hand play and type the contest's letters to play.</source>
        <translation>Noch keine Befehle. Schalten Sie das Handspiel ein und tippen Sie die Buchstaben des Wettbewerbs, um zu spielen.</translation>
    </message>
    <message>
        <source>&lt;b style='color:#d01010'&gt;Error:&lt;/b&gt; %1</source>
        <translation>&lt;b style='color:#d01010'&gt;Fehler:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Character %L1: not a command</source>
        <translation>Zeichen %L1: kein Befehl</translation>
    </message>
    <message>
        <source>Character %L1: ignored</source>
        <translation>Zeichen %L1: ignoriert</translation>
    </message>
    <message>
        <source>Character %L1: '%2' = %3</source>
        <translation>Zeichen %L1: '%2' = %3</translation>
    </message>
    <message>
        <source>Phrase of power: “%1”</source>
        <translation>Machtwort: „%1“</translation>
    </message>
</context>
<context>
    <name>pb::views::CrosstableModel</name>
    <message>
        <source>%1 against %2: %3 points to %4</source>
        <translation>%1 gegen %2: %3 Punkte zu %4</translation>
    </message>
</context>
<context>
    <name>pb::views::GamesModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>pb::views::LessBoardView</name>
    <message>
        <source>%1J</source>
        <translation>%1J</translation>
    </message>
</context>
<context>
    <name>pb::views::PointsPlot</name>
    <message>
        <source>Games finished</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>pb::views::RoundsView</name>
    <message>
        <source>Round / game</source>
        <translation>Runde / Partie</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Lives left after</source>
        <translation>Verbleibende Leben danach</translation>
    </message>
    <message>
        <source>Ratings after</source>
        <translation>Ratings danach</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Round %1 (playing)</source>
        <translation>Runde %1 (läuft)</translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation>Freilos: %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
</context>
<context>
    <name>pb::views::ScorePlot</name>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Total (move + power)</source>
        <translation>Summe (Zug + Machtwort)</translation>
    </message>
    <message>
        <source>Move score</source>
        <translation>Zugpunkte</translation>
    </message>
    <message>
        <source>Unit locked</source>
        <translation>Einheit festgesetzt</translation>
    </message>
    <message>
        <source>Rows cleared</source>
        <translation>Gelöschte Reihen</translation>
    </message>
</context>
<context>
    <name>pb::views::SourceBrain</name>
    <message>
        <source>no state</source>
        <translation>kein Zustand</translation>
    </message>
    <message>
        <source>state %1</source>
        <translation>Zustand %1</translation>
    </message>
    <message>
        <source>states %1 to %2</source>
        <translation>Zustände %1 bis %2</translation>
    </message>
    <message>
        <source>states %1</source>
        <translation>Zustände %1</translation>
    </message>
    <message>
        <source>states %1 and %2 more</source>
        <translation>Zustände %1 und %2 weitere</translation>
    </message>
</context>
<context>
    <name>pb::views::StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
</context>
<context>
    <name>pb::views::StatsPlot</name>
    <message>
        <source>Food on hill</source>
        <translation>Futter im Hügel</translation>
    </message>
    <message>
        <source>Food carried</source>
        <translation>Getragenes Futter</translation>
    </message>
    <message>
        <source>Ants alive</source>
        <translation>Lebende Ameisen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Red: food on hill</source>
        <translation>Rot: Futter im Hügel</translation>
    </message>
    <message>
        <source>Black: food on hill</source>
        <translation>Schwarz: Futter im Hügel</translation>
    </message>
    <message>
        <source>Red: food carried</source>
        <translation>Rot: getragenes Futter</translation>
    </message>
    <message>
        <source>Black: food carried</source>
        <translation>Schwarz: getragenes Futter</translation>
    </message>
    <message>
        <source>Red: ants alive</source>
        <translation>Rot: lebende Ameisen</translation>
    </message>
    <message>
        <source>Black: ants alive</source>
        <translation>Schwarz: lebende Ameisen</translation>
    </message>
</context>
<context>
    <name>pb::views::StepControls</name>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset to round 0</source>
        <translation>Auf Runde 0 zurücksetzen</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Step one round back</source>
        <translation>Eine Runde zurück</translation>
    </message>
    <message>
        <source>−%L1</source>
        <translation>−%L1</translation>
    </message>
    <message>
        <source>Go %L1 rounds back</source>
        <translation>%L1 Runden zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <source>Step one round forward</source>
        <translation>Eine Runde vor</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>Go %L1 rounds forward</source>
        <translation>%L1 Runden vor</translation>
    </message>
    <message>
        <source>Last computed</source>
        <translation>Zuletzt berechnet</translation>
    </message>
    <message>
        <source>Go to the last computed round</source>
        <translation>Zur zuletzt berechneten Runde</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation>Langsamer abspielen</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation>Schneller abspielen</translation>
    </message>
    <message>
        <source>Go to round…</source>
        <translation>Gehe zu Runde…</translation>
    </message>
    <message>
        <source>Type a round to go to</source>
        <translation>Runde eingeben, zu der gesprungen werden soll</translation>
    </message>
    <message>
        <source>The round shown; type a round and press Enter to go there</source>
        <translation>Die angezeigte Runde; geben Sie eine Runde ein und drücken Sie die Eingabetaste, um dorthin zu springen</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>1 round/s</source>
        <translation>1 Runde/s</translation>
    </message>
    <message>
        <source>%L1 rounds/s</source>
        <translation>%L1 Runden/s</translation>
    </message>
    <message>
        <source>Rounds per second while playing (%1 slower, %2 faster)</source>
        <translation>Runden pro Sekunde beim Abspielen (%1 langsamer, %2 schneller)</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <source>Rounds computed: %L1 of %L2</source>
        <translation>Berechnete Runden: %L1 von %L2</translation>
    </message>
    <message>
        <source>/ %L1</source>
        <translation>/ %L1</translation>
    </message>
    <message>
        <source>/ %1</source>
        <translation>/ %1</translation>
    </message>
</context>
<context>
    <name>pb::views::WorldView</name>
    <message>
        <source>&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;Sand: clear ground; dark grey: rock; pink cells: red's anthill; grey cells: black's anthill.&lt;br&gt;Green: food, darker for more (the amount is written when zoomed in).&lt;br&gt;Ants: red or black triangles pointing where the ant faces; a green dot: carrying food.&lt;br&gt;Markers: &lt;span style='color:#f07810'&gt;orange&lt;/span&gt; for red's, &lt;span style='color:#3058e0'&gt;blue&lt;/span&gt; for black's. Zoomed out: a tint on the top half (red) or bottom half (black) of the cell, stronger for more bits. Zoomed in: six squares, bit 0 on the left, filled when set (red's row above the centre, black's below).&lt;br&gt;Wheel or +/-: zoom; 0 or F: fit; drag: pan; click: select a cell.</source>
        <translation>&lt;b&gt;Legende&lt;/b&gt;&lt;br&gt;Sand: freier Boden; dunkelgrau: Fels; rosa Zellen: Ameisenhügel von Rot; graue Zellen: Ameisenhügel von Schwarz.&lt;br&gt;Grün: Futter, dunkler für mehr (die Menge wird beim Hineinzoomen angezeigt).&lt;br&gt;Ameisen: rote oder schwarze Dreiecke, die in Blickrichtung der Ameise zeigen; ein grüner Punkt: trägt Futter.&lt;br&gt;Markierungen: &lt;span style='color:#f07810'&gt;orange&lt;/span&gt; für die von Rot, &lt;span style='color:#3058e0'&gt;blau&lt;/span&gt; für die von Schwarz. Herausgezoomt: eine Tönung der oberen (Rot) oder unteren (Schwarz) Zellhälfte, stärker für mehr Bits. Hineingezoomt: sechs Quadrate, Bit 0 links, gefüllt, wenn gesetzt (die Reihe von Rot über der Mitte, die von Schwarz darunter).&lt;br&gt;Mausrad oder +/-: Zoom; 0 oder F: Einpassen; Ziehen: Verschieben; Klick: Zelle auswählen.</translation>
    </message>
    <message>
        <source>No game to show</source>
        <translation>Keine Partie anzuzeigen</translation>
    </message>
    <message>
        <source>Wheel: zoom, drag: pan, F: fit, click: select. Colours: Help &gt; Guide to This Workspace</source>
        <translation>Mausrad: Zoom, Ziehen: Verschieben, F: Einpassen, Klick: Auswählen. Farben: Hilfe &gt; Anleitung zu diesem Arbeitsbereich</translation>
    </message>
</context>
</TS>