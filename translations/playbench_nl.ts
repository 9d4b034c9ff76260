<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AntBrain</name>
    <message>
        <source> or </source>
        <translation> of </translation>
    </message>
    <message>
        <source>an instruction (%1)</source>
        <translation>een instructie (%1)</translation>
    </message>
    <message>
        <source>a sense direction (%1)</source>
        <translation>een waarneemrichting (%1)</translation>
    </message>
    <message>
        <source>a condition (%1)</source>
        <translation>een voorwaarde (%1)</translation>
    </message>
    <message>
        <source>a turn direction (Left or Right)</source>
        <translation>een draairichting (Left of Right)</translation>
    </message>
    <message>
        <source>a positive number for Flip (1 or more)</source>
        <translation>een positief getal voor Flip (1 of meer)</translation>
    </message>
    <message>
        <source>the end of the line or a ';' comment</source>
        <translation>het einde van de regel of een ';'-commentaar</translation>
    </message>
    <message>
        <source>a state number (0 to 9999)</source>
        <translation>een toestandsnummer (0 tot en met 9999)</translation>
    </message>
    <message>
        <source>a marker number (0 to 5)</source>
        <translation>een markeringsnummer (0 tot en met 5)</translation>
    </message>
    <message>
        <source>the end of the line</source>
        <translation>het einde van de regel</translation>
    </message>
    <message>
        <source>found %1, expected %2</source>
        <translation>%1 gevonden, %2 verwacht</translation>
    </message>
    <message>
        <source>too many states: a brain has at most %1</source>
        <translation>te veel toestanden: een brein heeft er hoogstens %1</translation>
    </message>
    <message>
        <source>the brain has no states: it needs at least state 0</source>
        <translation>het brein heeft geen toestanden: het heeft minstens toestand 0 nodig</translation>
    </message>
    <message>
        <source>state %1 jumps to state %2, past the last state %3; an ant that gets there stops the game</source>
        <translation>toestand %1 springt naar toestand %2, voorbij de laatste toestand %3; een mier die daar aankomt, stopt de partij</translation>
    </message>
</context>
<context>
    <name>AntDumpDiff</name>
    <message>
        <source>the worlds differ in size: %1 is %2 x %3 cells, %4 is %5 x %6</source>
        <translation>de werelden verschillen in grootte: %1 is %2 x %3 cellen, %4 is %5 x %6</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>de partij</translation>
    </message>
    <message>
        <source>the game stopped before round %1: %2</source>
        <translation>de partij stopte vóór ronde %1: %2</translation>
    </message>
    <message>
        <source>the game cannot be played on to round %1</source>
        <translation>de partij kan niet worden doorgespeeld tot ronde %1</translation>
    </message>
</context>
<context>
    <name>AntDumpFile</name>
    <message>
        <source>the file ends in the middle of a line (truncated?): '%1'</source>
        <translation>het bestand eindigt midden in een regel (afgekapt?): '%1'</translation>
    </message>
    <message>
        <source>not a cell line: '%1'</source>
        <translation>geen celregel: '%1'</translation>
    </message>
    <message>
        <source>round %1 has more than %2 cell lines</source>
        <translation>ronde %1 heeft meer dan %2 celregels</translation>
    </message>
    <message>
        <source>expected cell (%1, %2) here, found '%3'</source>
        <translation>cel (%1, %2) verwacht, '%3' gevonden</translation>
    </message>
    <message>
        <source>round %1 is cut short: %2 of %3 cell lines (truncated file?)</source>
        <translation>ronde %1 is onvolledig: %2 van %3 celregels (afgekapt bestand?)</translation>
    </message>
    <message>
        <source>round %1 has %2 cell lines instead of %3</source>
        <translation>ronde %1 heeft %2 celregels in plaats van %3</translation>
    </message>
    <message>
        <source>not part of any round: '%1'</source>
        <translation>hoort bij geen enkele ronde: '%1'</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot open for reading: %2</source>
        <translation>%1: kan niet worden geopend om te lezen: %2</translation>
    </message>
    <message>
        <source>cannot read the seed: '%1'</source>
        <translation>kan de startwaarde niet lezen: '%1'</translation>
    </message>
    <message>
        <source>no 'random seed:' line at the start; the seed is taken as 0</source>
        <translation>geen regel 'random seed:' aan het begin; de startwaarde wordt op 0 gezet</translation>
    </message>
    <message>
        <source>%1:%2: no round in the file</source>
        <translation>%1:%2: geen ronde in het bestand</translation>
    </message>
    <message>
        <source>%1:%2: round %3 has no cell lines</source>
        <translation>%1:%2: ronde %3 heeft geen celregels</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>cannot read the food in '%1'</source>
        <translation>kan het voedsel in '%1' niet lezen</translation>
    </message>
    <message>
        <source>cannot read the markers in '%1'</source>
        <translation>kan de markeringen in '%1' niet lezen</translation>
    </message>
    <message>
        <source>unexpected '%1' in '%2'</source>
        <translation>onverwachte '%1' in '%2'</translation>
    </message>
    <message>
        <source>cannot read the ant in '%1'</source>
        <translation>kan de mier in '%1' niet lezen</translation>
    </message>
</context>
<context>
    <name>AntGame</name>
    <message>
        <source>round %1: %2 ant %3 entered state %4, which its brain does not have; the game stops here</source>
        <translation>ronde %1: %2 mier %3 kwam in toestand %4, die zijn brein niet heeft; de partij stopt hier</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
</context>
<context>
    <name>AntLanguage</name>
    <message>
        <source>'%1' is already declared at line %2</source>
        <translation>'%1' is al gedeclareerd op regel %2</translation>
    </message>
    <message>
        <source>the parameter '%1' is given twice</source>
        <translation>de parameter '%1' is twee keer opgegeven</translation>
    </message>
    <message>
        <source>procedure '%1' never returns: it neither reaches its end nor has a return, so the statements after its calls are unreachable</source>
        <translation>procedure '%1' keert nooit terug: ze bereikt haar einde niet en heeft geen return, dus de statements na haar aanroepen zijn onbereikbaar</translation>
    </message>
    <message>
        <source>procedure '%1' is never called</source>
        <translation>procedure '%1' wordt nooit aangeroepen</translation>
    </message>
    <message>
        <source>unreachable code: the statement before never goes on to it</source>
        <translation>onbereikbare code: het statement ervoor gaat er nooit naartoe</translation>
    </message>
    <message>
        <source>the program has no statements: an ant needs at least one instruction (procedures run only where they are called)</source>
        <translation>het programma heeft geen statements: een mier heeft minstens één instructie nodig (procedures worden alleen uitgevoerd waar ze worden aangeroepen)</translation>
    </message>
    <message>
        <source>the program makes no instruction: an ant needs at least one state</source>
        <translation>het programma levert geen instructie op: een mier heeft minstens één toestand nodig</translation>
    </message>
    <message>
        <source>%1 (in procedure '%2', called at line %3)</source>
        <translation>%1 (in procedure '%2', aangeroepen op regel %3)</translation>
    </message>
    <message>
        <source>nested too deeply (a constant defined in terms of itself, or more than %1 levels of calls and expressions)</source>
        <translation>te diep genest (een constante die via zichzelf is gedefinieerd, of meer dan %1 niveaus van aanroepen en expressies)</translation>
    </message>
    <message>
        <source>the program is too much work to compile (more than %1 steps)</source>
        <translation>het programma is te veel werk om te compileren (meer dan %1 stappen)</translation>
    </message>
    <message>
        <source>this loop or jump comes back to itself without any instruction: an ant is always in a state, so a loop needs at least one instruction</source>
        <translation>deze lus of sprong komt bij zichzelf terug zonder enige instructie: een mier is altijd in een toestand, dus een lus heeft minstens één instructie nodig</translation>
    </message>
    <message>
        <source>the state budget is exceeded here: a brain has at most %1 states</source>
        <translation>het toestandsbudget wordt hier overschreden: een brein heeft hoogstens %1 toestanden</translation>
    </message>
    <message>
        <source>'%1' stands for itself (a constant or parameter defined in terms of itself)</source>
        <translation>'%1' verwijst naar zichzelf (een constante of parameter die via zichzelf is gedefinieerd)</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>deling door nul</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>het getal is te groot</translation>
    </message>
    <message>
        <source>unknown name '%1': expected a number</source>
        <translation>onbekende naam '%1': getal verwacht</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>getal verwacht</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 moet van %2 tot en met %3 zijn, niet %4</translation>
    </message>
    <message>
        <source>unknown name '%1': expected %2</source>
        <translation>onbekende naam '%1': %2 verwacht</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 verwacht</translation>
    </message>
    <message>
        <source>unknown label '%1'</source>
        <translation>onbekend label '%1'</translation>
    </message>
    <message>
        <source>'%1' is not a label</source>
        <translation>'%1' is geen label</translation>
    </message>
    <message>
        <source>'%1' stands for itself</source>
        <translation>'%1' verwijst naar zichzelf</translation>
    </message>
    <message>
        <source>the label '%1' is defined twice</source>
        <translation>het label '%1' is twee keer gedefinieerd</translation>
    </message>
    <message>
        <source>flip's number</source>
        <translation>het getal van flip</translation>
    </message>
    <message>
        <source>a sense direction (here, ahead, leftahead or rightahead)</source>
        <translation>een waarneemrichting (here, ahead, leftahead of rightahead)</translation>
    </message>
    <message>
        <source>unknown name '%1': expected a condition</source>
        <translation>onbekende naam '%1': voorwaarde verwacht</translation>
    </message>
    <message>
        <source>expected a condition: arithmetic after 'flip' or 'marker' applies to the condition; put the number in brackets, as in flip (A / 2) or marker (X + 2)</source>
        <translation>voorwaarde verwacht: rekenwerk na 'flip' of 'marker' geldt voor de voorwaarde; zet het getal tussen haakjes, zoals in flip (A / 2) of marker (X + 2)</translation>
    </message>
    <message>
        <source>expected a condition (sense, flip, move, pickup, true, false, or a combination with &amp;&amp;, || and !)</source>
        <translation>voorwaarde verwacht (sense, flip, move, pickup, true, false of een combinatie met &amp;&amp;, || en !)</translation>
    </message>
    <message>
        <source>a marker</source>
        <translation>een markering</translation>
    </message>
    <message>
        <source>expected a sense condition (friend, foe, friendwithfood, foewithfood, food, rock, marker N, foemarker, home or foehome)</source>
        <translation>sense-voorwaarde verwacht (friend, foe, friendwithfood, foewithfood, food, rock, marker N, foemarker, home of foehome)</translation>
    </message>
    <message>
        <source>a turn direction (left or right)</source>
        <translation>een draairichting (left of right)</translation>
    </message>
    <message>
        <source>'break' outside a loop</source>
        <translation>'break' buiten een lus</translation>
    </message>
    <message>
        <source>'continue' outside a loop</source>
        <translation>'continue' buiten een lus</translation>
    </message>
    <message>
        <source>'return' outside a procedure</source>
        <translation>'return' buiten een procedure</translation>
    </message>
    <message>
        <source>unknown procedure '%1'</source>
        <translation>onbekende procedure '%1'</translation>
    </message>
    <message numerus="yes">
        <source>procedure '%1' takes %n parameter(s)</source>
        <translation>
            <numerusform>procedure '%1' heeft %n parameter</numerusform>
            <numerusform>procedure '%1' heeft %n parameters</numerusform>
        </translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation>, niet %1</translation>
    </message>
    <message>
        <source>procedure '%1' calls itself: procedures are inlined at each call, so they cannot recurse (use a label and goto)</source>
        <translation>procedure '%1' roept zichzelf aan: procedures worden bij elke aanroep ingevoegd, dus ze kunnen niet recursief zijn (gebruik een label en goto)</translation>
    </message>
    <message>
        <source>too many procedure calls (more than %1 in all)</source>
        <translation>te veel procedureaanroepen (meer dan %1 in totaal)</translation>
    </message>
    <message>
        <source>the number is too large (at most %1)</source>
        <translation>het getal is te groot (hoogstens %1)</translation>
    </message>
    <message>
        <source>the comment is not closed ('*/' missing)</source>
        <translation>het commentaar is niet afgesloten ('*/' ontbreekt)</translation>
    </message>
    <message>
        <source>a statement or a declaration</source>
        <translation>een statement of een declaratie</translation>
    </message>
    <message>
        <source>'%1'</source>
        <translation>'%1'</translation>
    </message>
    <message>
        <source>the end of the file</source>
        <translation>het einde van het bestand</translation>
    </message>
    <message>
        <source>found %1, expected %2</source>
        <translation>%1 gevonden, %2 verwacht</translation>
    </message>
    <message>
        <source>less nesting (at most %1 levels)</source>
        <translation>minder nesting (hoogstens %1 niveaus)</translation>
    </message>
    <message>
        <source>the constant's name</source>
        <translation>de naam van de constante</translation>
    </message>
    <message>
        <source>the procedure's name</source>
        <translation>de naam van de procedure</translation>
    </message>
    <message>
        <source>a parameter name</source>
        <translation>een parameternaam</translation>
    </message>
    <message>
        <source>'{' (the procedure's body)</source>
        <translation>'{' (de body van de procedure)</translation>
    </message>
    <message>
        <source>'}'</source>
        <translation>'}'</translation>
    </message>
    <message>
        <source>a label after 'else'</source>
        <translation>een label na 'else'</translation>
    </message>
    <message>
        <source>a statement</source>
        <translation>een statement</translation>
    </message>
    <message>
        <source>a label after 'goto'</source>
        <translation>een label na 'goto'</translation>
    </message>
    <message>
        <source>':' (a label) or '(' (a procedure call) after the name</source>
        <translation>':' (een label) of '(' (een procedureaanroep) na de naam</translation>
    </message>
    <message>
        <source>a value or a condition</source>
        <translation>een waarde of een voorwaarde</translation>
    </message>
    <message>
        <source>out parameter '%1' of procedure '%2' takes a new label's name</source>
        <translation>out-parameter '%1' van procedure '%2' verwacht de naam van een nieuw label</translation>
    </message>
    <message>
        <source>'%1' is a parameter or a constant: out parameter '%2' of procedure '%3' takes a new label's name</source>
        <translation>'%1' is een parameter of een constante: out-parameter '%2' van procedure '%3' verwacht de naam van een nieuw label</translation>
    </message>
    <message>
        <source>out parameter '%1' is defined twice: a call gives its caller one label</source>
        <translation>out-parameter '%1' is twee keer gedefinieerd: een aanroep geeft zijn aanroeper één label</translation>
    </message>
    <message>
        <source>procedure '%1' does not define its out parameter '%2' (a label '%2:' in its body)</source>
        <translation>procedure '%1' definieert haar out-parameter '%2' niet (een label '%2:' in haar body)</translation>
    </message>
    <message>
        <source>the program makes more than %1 states here, unreachable ones included: a brain has at most %2</source>
        <translation>het programma maakt hier meer dan %1 toestanden, onbereikbare meegeteld: een brein heeft er hoogstens %2</translation>
    </message>
</context>
<context>
    <name>AntResult</name>
    <message>
        <source>red wins</source>
        <translation>rood wint</translation>
    </message>
    <message>
        <source>black wins</source>
        <translation>zwart wint</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>gelijkspel</translation>
    </message>
    <message>
        <source>%1 (seed %2, %3 rounds)
  red   %4: %5 food on the hill, %6 ants alive
  black %7: %8 food on the hill, %9 ants alive
  %10</source>
        <translation>%1 (startwaarde %2, %3 rondes)
  rood  %4: %5 voedsel op de hoop, %6 mieren in leven
  zwart %7: %8 voedsel op de hoop, %9 mieren in leven
  %10</translation>
    </message>
</context>
<context>
    <name>AntWorld</name>
    <message>
        <source>the width</source>
        <translation>de breedte</translation>
    </message>
    <message>
        <source>the height</source>
        <translation>de hoogte</translation>
    </message>
    <message>
        <source>found the end of the file, expected %1 (a number from 1 to %2)</source>
        <translation>einde van het bestand gevonden, %1 verwacht (een getal van 1 tot en met %2)</translation>
    </message>
    <message>
        <source>found '%1', expected %2 (a number from 1 to %3)</source>
        <translation>'%1' gevonden, %2 verwacht (een getal van 1 tot en met %3)</translation>
    </message>
    <message>
        <source>found the end of the file, expected row %1 of %2</source>
        <translation>einde van het bestand gevonden, rij %1 van %2 verwacht</translation>
    </message>
    <message>
        <source>row %1 has more than %2 cells: found '%3' after the last cell</source>
        <translation>rij %1 heeft meer dan %2 cellen: '%3' gevonden na de laatste cel</translation>
    </message>
    <message>
        <source>found '%1', expected a cell: # rock, . clear, + red hill, - black hill or 1 to 9 food</source>
        <translation>'%1' gevonden, een cel verwacht: # rots, . leeg, + rode hoop, - zwarte hoop of 1 tot en met 9 voedsel</translation>
    </message>
    <message>
        <source>found '%1', expected a space between cells</source>
        <translation>'%1' gevonden, een spatie tussen cellen verwacht</translation>
    </message>
    <message>
        <source>row %1 has %2 cells, expected %3</source>
        <translation>rij %1 heeft %2 cellen, %3 verwacht</translation>
    </message>
    <message>
        <source>found more rows than the height %1 allows</source>
        <translation>meer rijen gevonden dan de hoogte %1 toelaat</translation>
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
        <translation>rode mierenhoop</translation>
    </message>
    <message>
        <source>black anthill</source>
        <translation>zwarte mierenhoop</translation>
    </message>
    <message>
        <source>the world is %1 x %2 cells, expected 100 x 100</source>
        <translation>de wereld is %1 x %2 cellen, 100 x 100 verwacht</translation>
    </message>
    <message>
        <source>the world has no room inside its perimeter or its cells do not match its size</source>
        <translation>de wereld heeft geen ruimte binnen haar rand of haar cellen passen niet bij haar grootte</translation>
    </message>
    <message numerus="yes">
        <source>%n perimeter cell(s) not rock, the first at %1</source>
        <translation>
            <numerusform>%n randcel is geen rots, de eerste op %1</numerusform>
            <numerusform>%n randcellen zijn geen rots, de eerste op %1</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no %1</source>
        <translation>er is geen %1</translation>
    </message>
    <message>
        <source>the %1 has %2 cells, expected a hexagon of side 6 (91 cells)</source>
        <translation>de %1 heeft %2 cellen, een zeshoek met zijde 6 (91 cellen) verwacht</translation>
    </message>
    <message>
        <source>the %1 is not a hexagon of side 6</source>
        <translation>de %1 is geen zeshoek met zijde 6</translation>
    </message>
    <message>
        <source>the red and black anthills touch at %1 and %2, expected at least one empty cell between them</source>
        <translation>de rode en zwarte mierenhoop raken elkaar op %1 en %2, minstens één lege cel ertussen verwacht</translation>
    </message>
    <message>
        <source>rock at %1 touches the %2 at %3, expected at least one empty cell between them</source>
        <translation>rots op %1 raakt de %2 op %3, minstens één lege cel ertussen verwacht</translation>
    </message>
    <message>
        <source>rock at %1 touches the rocky perimeter at %2, expected at least one empty cell between them</source>
        <translation>rots op %1 raakt de rotsrand op %2, minstens één lege cel ertussen verwacht</translation>
    </message>
    <message>
        <source>there is no rock inside the perimeter, expected ten rocks</source>
        <translation>er is geen rots binnen de rand, tien rotsen verwacht</translation>
    </message>
    <message>
        <source>the rock inside the perimeter is in %1 pieces more than one empty cell apart, expected ten rocks</source>
        <translation>de rots binnen de rand bestaat uit %1 delen die meer dan één lege cel uit elkaar liggen, tien rotsen verwacht</translation>
    </message>
    <message numerus="yes">
        <source>%n food cell(s) not holding 5 food, the first at %1 holds %2</source>
        <translation>
            <numerusform>%n voedselcel bevat geen 5 voedsel, de eerste op %1 bevat %2</numerusform>
            <numerusform>%n voedselcellen bevatten geen 5 voedsel, de eerste op %1 bevat %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) with food on rock or an anthill (elements overlap), the first at %1</source>
        <translation>
            <numerusform>%n cel met voedsel op rots of een mierenhoop (elementen overlappen), de eerste op %1</numerusform>
            <numerusform>%n cellen met voedsel op rots of een mierenhoop (elementen overlappen), de eerste op %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the food at %1 (%n cell(s)) is not made of 3 x 4 blobs</source>
        <translation>
            <numerusform>het voedsel op %1 (%n cel) bestaat niet uit blokken van 3 x 4</numerusform>
            <numerusform>het voedsel op %1 (%n cellen) bestaat niet uit blokken van 3 x 4</numerusform>
        </translation>
    </message>
    <message>
        <source>found %1 food blobs, expected 8</source>
        <translation>%1 voedselblokken gevonden, 8 verwacht</translation>
    </message>
</context>
<context>
    <name>ArimaaAei</name>
    <message>
        <source>the engine is not running</source>
        <translation>de engine draait niet</translation>
    </message>
    <message>
        <source>the engine crashed</source>
        <translation>de engine is gecrasht</translation>
    </message>
    <message>
        <source>the engine exited: %1</source>
        <translation>de engine is afgesloten: %1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestopt</translation>
    </message>
    <message>
        <source>no %1 within %2 ms of %3</source>
        <translation>geen %1 binnen %2 ms na %3</translation>
    </message>
    <message>
        <source> (in the opening phase)</source>
        <translation> (in de openingsfase)</translation>
    </message>
    <message>
        <source>no bestmove within %1 ms (nor %2 ms after stop)</source>
        <translation>geen bestmove binnen %1 ms (en ook niet %2 ms na stop)</translation>
    </message>
    <message>
        <source> while thinking</source>
        <translation> tijdens het denken</translation>
    </message>
    <message>
        <source>bestmove without a move</source>
        <translation>bestmove zonder zet</translation>
    </message>
    <message>
        <source> while pondering</source>
        <translation> tijdens het ponderen</translation>
    </message>
</context>
<context>
    <name>ArimaaGame</name>
    <message>
        <source>step %1 (%2): %3</source>
        <translation>stap %1 (%2): %3</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>geen stuk op %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2</source>
        <translation>het stuk op %1 is %2</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>%1 is niet leeg</translation>
    </message>
    <message>
        <source>the piece is frozen</source>
        <translation>het stuk is bevroren</translation>
    </message>
    <message>
        <source>a rabbit cannot step backward</source>
        <translation>een konijn kan niet achteruit stappen</translation>
    </message>
    <message>
        <source>an enemy piece moves without a push or pull completing it</source>
        <translation>een vijandelijk stuk beweegt zonder dat een duw of trek het voltooit</translation>
    </message>
    <message>
        <source>no such piece to push with</source>
        <translation>geen stuk om mee te duwen</translation>
    </message>
    <message>
        <source>only a stronger piece can push</source>
        <translation>alleen een sterker stuk kan duwen</translation>
    </message>
    <message>
        <source>the pushing piece is frozen</source>
        <translation>het duwende stuk is bevroren</translation>
    </message>
    <message>
        <source>a move needs at least one step</source>
        <translation>een zet heeft minstens één stap nodig</translation>
    </message>
    <message>
        <source>%1 steps; a move has at most 4</source>
        <translation>%1 stappen; een zet heeft er hoogstens 4</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>de partij is afgelopen</translation>
    </message>
    <message>
        <source>the move is labelled %1%2 but %3 is to play</source>
        <translation>de zet is gelabeld als %1%2, maar %3 is aan zet</translation>
    </message>
    <message>
        <source>no move to take back</source>
        <translation>geen zet om terug te nemen</translation>
    </message>
    <message>
        <source>an empty move</source>
        <translation>een lege zet</translation>
    </message>
    <message>
        <source>%1%2 resigns, but %3 is to play</source>
        <translation>%1%2 geeft op, maar %3 is aan zet</translation>
    </message>
    <message>
        <source>a setup after the setup moves</source>
        <translation>een opstelling na de opstellingszetten</translation>
    </message>
    <message>
        <source>%1: not a piece of the side setting up</source>
        <translation>%1: geen stuk van de kant die opstelt</translation>
    </message>
    <message>
        <source>%1: outside the two home ranks</source>
        <translation>%1: buiten de twee eigen rijen</translation>
    </message>
    <message>
        <source>%1: the square is taken</source>
        <translation>%1: het veld is bezet</translation>
    </message>
    <message>
        <source>a setup places 8 rabbits, 2 cats, 2 dogs, 2 horses, a camel and an elephant</source>
        <translation>een opstelling plaatst 8 konijnen, 2 katten, 2 honden, 2 paarden, een kameel en een olifant</translation>
    </message>
    <message>
        <source>the side to move must set up its pieces first</source>
        <translation>de kant die aan zet is, moet eerst zijn stukken opstellen</translation>
    </message>
    <message>
        <source>the move does not change the position</source>
        <translation>de zet verandert de stelling niet</translation>
    </message>
    <message>
        <source>the capture tokens do not match the captures (%1)</source>
        <translation>de slagtokens komen niet overeen met de geslagen stukken (%1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>the move repeats a position for the third time</source>
        <translation>de zet herhaalt een stelling voor de derde keer</translation>
    </message>
    <message>
        <source>an empty move before the end of the game</source>
        <translation>een lege zet vóór het einde van de partij</translation>
    </message>
</context>
<context>
    <name>ArimaaMatch</name>
    <message>
        <source>%1 engine: %2</source>
        <translation>engine %1: %2</translation>
    </message>
    <message>
        <source>the game time limit G (%1) ran out during move %2</source>
        <translation>de tijdslimiet G voor de partij (%1) is verstreken tijdens zet %2</translation>
    </message>
    <message>
        <source>took %1 ms; %2 ms were allowed</source>
        <translation>duurde %1 ms; %2 ms waren toegestaan</translation>
    </message>
    <message>
        <source>took %1 ms; the turn limit T is %2 ms</source>
        <translation>duurde %1 ms; de beurtlimiet T is %2 ms</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>geen geldige zet</translation>
    </message>
    <message>
        <source>not a move: %1</source>
        <translation>geen zet: %1</translation>
    </message>
    <message>
        <source>an engine may not take back or pass</source>
        <translation>een engine mag geen zet terugnemen of passen</translation>
    </message>
    <message>
        <source>both sides made the %1 turns of the game limit G</source>
        <translation>beide kanten hebben de %1 beurten van de partijlimiet G gespeeld</translation>
    </message>
    <message>
        <source>the game time limit G (%1) ran out</source>
        <translation>de tijdslimiet G voor de partij (%1) is verstreken</translation>
    </message>
</context>
<context>
    <name>ArimaaSession</name>
    <message>
        <source>no move within %1 ms</source>
        <translation>geen zet binnen %1 ms</translation>
    </message>
    <message>
        <source>unknown bot '%1' (bot:random, bot:search or bot:search:depth=N)</source>
        <translation>onbekende bot '%1' (bot:random, bot:search of bot:search:depth=N)</translation>
    </message>
    <message>
        <source>bot '%1': '%2' is not a setting (depth=N, N from 1 to 64)</source>
        <translation>bot '%1': '%2' is geen instelling (depth=N, N van 1 tot en met 64)</translation>
    </message>
    <message>
        <source>an empty engine command</source>
        <translation>een leeg engine-commando</translation>
    </message>
    <message>
        <source>while pondering: %1</source>
        <translation>tijdens het ponderen: %1</translation>
    </message>
</context>
<context>
    <name>ArimaaTimeControl</name>
    <message>
        <source>an empty field</source>
        <translation>een leeg veld</translation>
    </message>
    <message>
        <source>a number too large</source>
        <translation>een te groot getal</translation>
    </message>
    <message>
        <source>a number expected</source>
        <translation>een getal verwacht</translation>
    </message>
    <message>
        <source>a number without its unit (s, m, h or d)</source>
        <translation>een getal zonder eenheid (s, m, h of d)</translation>
    </message>
    <message>
        <source>'%1' is not a unit (s, m, h or d)</source>
        <translation>'%1' is geen eenheid (s, m, h of d)</translation>
    </message>
    <message>
        <source>a time too long</source>
        <translation>een te lange tijd</translation>
    </message>
    <message>
        <source>unexpected '%1'</source>
        <translation>onverwachte '%1'</translation>
    </message>
    <message>
        <source>an empty time control (M/R/P/L/G/T, for example 2m/6m/100/0/8h/6m)</source>
        <translation>een lege bedenktijd (M/R/P/L/G/T, bijvoorbeeld 2m/6m/100/0/8h/6m)</translation>
    </message>
    <message>
        <source>the reserve R is missing (M/R/P/L/G/T, at least M/R)</source>
        <translation>de reserve R ontbreekt (M/R/P/L/G/T, minstens M/R)</translation>
    </message>
    <message>
        <source>more than six fields (M/R/P/L/G/T)</source>
        <translation>meer dan zes velden (M/R/P/L/G/T)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a whole percent expected</source>
        <translation>een heel percentage verwacht</translation>
    </message>
    <message>
        <source>a percent from 0 to 1000</source>
        <translation>een percentage van 0 tot en met 1000</translation>
    </message>
    <message>
        <source>a number of turns expected before 't'</source>
        <translation>een aantal beurten verwacht vóór 't'</translation>
    </message>
</context>
<context>
    <name>ArimaaWccQualifier</name>
    <message>
        <source>counted</source>
        <translation>geteld</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>zonder rating</translation>
    </message>
    <message>
        <source>colour not alternating</source>
        <translation>kleur wisselt niet af</translation>
    </message>
    <message>
        <source>beyond the %1 games</source>
        <translation>voorbij de %1 partijen</translation>
    </message>
    <message>
        <source>unknown player</source>
        <translation>onbekende speler</translation>
    </message>
</context>
<context>
    <name>BestScores</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: kan de map niet aanmaken</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>Usage: playbench-cli ants &lt;command&gt; [options]

Commands:
  run       Play games: --world W --red A --black B; see 'ants run --help'.
  check     Check brains and worlds: ants check FILE...
  compile   Compile a brain program (.antl) to a brain: ants compile FILE [-o OUT] [--map].
  generate  Make a random contest world: ants generate [--seed N] [--output FILE].
  diff      Compare dump traces: ants diff A B, or ants diff A --world W --red R --black B.
</source>
        <translation>Gebruik: playbench-cli ants &lt;command&gt; [options]

Commando's:
  run       Partijen spelen: --world W --red A --black B; zie 'ants run --help'.
  check     Breinen en werelden controleren: ants check FILE...
  compile   Een breinprogramma (.antl) compileren tot een brein: ants compile FILE [-o OUT] [--map].
  generate  Een willekeurige wedstrijdwereld maken: ants generate [--seed N] [--output FILE].
  diff      Dump-traces vergelijken: ants diff A B, of ants diff A --world W --red R --black B.
</translation>
    </message>
    <message>
        <source>Checks ant brains (.ant) and worlds (.world) and prints every error and warning as file:line:column. Exits 1 if any file has an error.</source>
        <translation>Controleert mierenbreinen (.ant) en werelden (.world) en toont elke fout en waarschuwing als bestand:regel:kolom. Eindigt met 1 als een bestand een fout bevat.</translation>
    </message>
    <message>
        <source>Brains and worlds to check.</source>
        <translation>Te controleren breinen en werelden.</translation>
    </message>
    <message>
        <source>ants check needs at least one file</source>
        <translation>ants check heeft minstens één bestand nodig</translation>
    </message>
    <message>
        <source>%1: ok, world of %2 x %3 cells, %4 red and %5 black ants</source>
        <translation>%1: ok, wereld van %2 x %3 cellen, %4 rode en %5 zwarte mieren</translation>
    </message>
    <message>
        <source>%1: ok, %2 states</source>
        <translation>%1: ok, %2 toestanden</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n fout</numerusform>
            <numerusform>%1: %n fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n waarschuwing</numerusform>
            <numerusform>, %n waarschuwingen</numerusform>
        </translation>
    </message>
    <message>
        <source>Compiles a brain written in the ant brain language (docs/ant-language.md) to an ICFP 2004 brain (.ant) of at most 10,000 states, and prints every error and warning on standard error as file:line:column. Exits 1 if the program has an error.</source>
        <translation>Compileert een brein geschreven in de mierenbreintaal (docs/ant-language.md) tot een ICFP 2004-brein (.ant) van hoogstens 10.000 toestanden, en toont elke fout en waarschuwing op standaardfout als bestand:regel:kolom. Eindigt met 1 als het programma een fout bevat.</translation>
    </message>
    <message>
        <source>The brain program (.antl).</source>
        <translation>Het breinprogramma (.antl).</translation>
    </message>
    <message>
        <source>Write the brain to OUT instead of standard output.</source>
        <translation>Het brein naar OUT schrijven in plaats van naar standaarduitvoer.</translation>
    </message>
    <message>
        <source>Also give the source map, one line per state: "STATE LINE:COLUMN", then "call LINE:COLUMN" for a state of an inlined procedure. Written to OUT.map with -o, else printed after the brain as ';' comments, so that the output still loads as a brain.</source>
        <translation>Ook de bronkoppeling geven, één regel per toestand: "STATE LINE:COLUMN", daarna "call LINE:COLUMN" voor een toestand van een ingevoegde procedure. Met -o geschreven naar OUT.map, anders na het brein getoond als ';'-commentaar, zodat de uitvoer nog steeds als brein te laden is.</translation>
    </message>
    <message>
        <source>ants compile needs a file</source>
        <translation>ants compile heeft een bestand nodig</translation>
    </message>
    <message>
        <source>ants compile takes one file</source>
        <translation>ants compile neemt één bestand</translation>
    </message>
    <message>
        <source>give -o at most once</source>
        <translation>geef -o hoogstens één keer op</translation>
    </message>
    <message>
        <source>%1: cannot write the brain: %2</source>
        <translation>%1: kan het brein niet schrijven: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the source map: %2</source>
        <translation>%1: kan de bronkoppeling niet schrijven: %2</translation>
    </message>
    <message>
        <source>Writes a random world following the ICFP 2004 contest's rules (task section 3.1): 100 x 100 cells, a rocky perimeter, two anthills, ten rocks and eight food blobs. The same seed gives the same world on every platform.</source>
        <translation>Schrijft een willekeurige wereld volgens de regels van de ICFP 2004-wedstrijd (opgave, paragraaf 3.1): 100 x 100 cellen, een rotsrand, twee mierenhopen, tien rotsen en acht voedselblokken. Dezelfde startwaarde geeft op elk platform dezelfde wereld.</translation>
    </message>
    <message>
        <source>Random seed, 0 to 4294967295 (default 1).</source>
        <translation>Willekeurige startwaarde, 0 tot en met 4294967295 (standaard 1).</translation>
    </message>
    <message>
        <source>Write the world to FILE instead of standard output.</source>
        <translation>De wereld naar FILE schrijven in plaats van naar standaarduitvoer.</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>onverwacht argument '%1'</translation>
    </message>
    <message>
        <source>give --seed and --output at most once each</source>
        <translation>geef --seed en --output elk hoogstens één keer op</translation>
    </message>
    <message>
        <source>%1: cannot open for writing: %2</source>
        <translation>%1: kan niet worden geopend om te schrijven: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the world: %2</source>
        <translation>%1: kan de wereld niet schrijven: %2</translation>
    </message>
    <message>
        <source>Plays ICFP 2004 ant games and prints the end state of each: food on each hill, ants alive, winner. Several --world options play one game on each, --jobs at a time; the results are the same as one after another, and are printed in the order given.</source>
        <translation>Speelt ICFP 2004-mierenpartijen en toont de eindtoestand van elke partij: voedsel op elke hoop, levende mieren, winnaar. Met meerdere --world-opties wordt op elke wereld één partij gespeeld, --jobs tegelijk; de resultaten zijn dezelfde als bij na elkaar spelen en worden getoond in de opgegeven volgorde.</translation>
    </message>
    <message>
        <source>World file; repeat for several games.</source>
        <translation>Wereldbestand; herhaal voor meerdere partijen.</translation>
    </message>
    <message>
        <source>Red brain.</source>
        <translation>Rood brein.</translation>
    </message>
    <message>
        <source>Black brain.</source>
        <translation>Zwart brein.</translation>
    </message>
    <message>
        <source>Random seed, 0 to 4294967295 (default 12345).</source>
        <translation>Willekeurige startwaarde, 0 tot en met 4294967295 (standaard 12345).</translation>
    </message>
    <message>
        <source>Rounds to play (default 100000).</source>
        <translation>Te spelen rondes (standaard 100000).</translation>
    </message>
    <message>
        <source>Write the contest's dump trace to FILE ('-' for standard output); one world only.</source>
        <translation>De dump-trace van de wedstrijd naar FILE schrijven ('-' voor standaarduitvoer); slechts één wereld.</translation>
    </message>
    <message>
        <source>First round in the dump (default 0).</source>
        <translation>Eerste ronde in de dump (standaard 0).</translation>
    </message>
    <message>
        <source>Last round in the dump (default: the last played).</source>
        <translation>Laatste ronde in de dump (standaard: de laatst gespeelde).</translation>
    </message>
    <message>
        <source>Games played at once (default 1).</source>
        <translation>Tegelijk gespeelde partijen (standaard 1).</translation>
    </message>
    <message>
        <source>Print one JSON object per game, one per line.</source>
        <translation>Eén JSON-object per partij tonen, één per regel.</translation>
    </message>
    <message>
        <source>ants run needs --world, --red and --black</source>
        <translation>ants run heeft --world, --red en --black nodig</translation>
    </message>
    <message>
        <source>give --red and --black once each</source>
        <translation>geef --red en --black elk één keer op</translation>
    </message>
    <message>
        <source>--dump-from and --dump-to go with --dump</source>
        <translation>--dump-from en --dump-to horen bij --dump</translation>
    </message>
    <message>
        <source>--dump takes one --world</source>
        <translation>--dump neemt één --world</translation>
    </message>
    <message>
        <source>%1: cannot write the dump: %2</source>
        <translation>%1: kan de dump niet schrijven: %2</translation>
    </message>
    <message>
        <source>game %1 of %2 done (%3): red %4, black %5</source>
        <translation>partij %1 van %2 klaar (%3): rood %4, zwart %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Compares two ant dump traces round by round (rounds with the same number), or a dump trace with a fresh simulation (--world, --red, --black), and prints the first round and cell where they differ with both lines. Exits 0 when they are identical, 1 when they differ or a trace is broken.</source>
        <translation>Vergelijkt twee dump-traces van mieren ronde voor ronde (rondes met hetzelfde nummer), of een dump-trace met een nieuwe simulatie (--world, --red, --black), en toont de eerste ronde en cel waar ze verschillen, met beide regels. Eindigt met 0 als ze identiek zijn, met 1 als ze verschillen of een trace defect is.</translation>
    </message>
    <message>
        <source>A dump trace (.gz allowed).</source>
        <translation>Een dump-trace (.gz toegestaan).</translation>
    </message>
    <message>
        <source>The other dump trace; leave out with --world.</source>
        <translation>De andere dump-trace; weglaten bij --world.</translation>
    </message>
    <message>
        <source>World of the simulation.</source>
        <translation>Wereld van de simulatie.</translation>
    </message>
    <message>
        <source>Red brain of the simulation.</source>
        <translation>Rood brein van de simulatie.</translation>
    </message>
    <message>
        <source>Black brain of the simulation.</source>
        <translation>Zwart brein van de simulatie.</translation>
    </message>
    <message>
        <source>Random seed of the simulation, 0 to 4294967295 (default: the dump's, else 12345).</source>
        <translation>Willekeurige startwaarde van de simulatie, 0 tot en met 4294967295 (standaard: die van de dump, anders 12345).</translation>
    </message>
    <message>
        <source>ants diff with --world takes one dump trace</source>
        <translation>ants diff met --world neemt één dump-trace</translation>
    </message>
    <message>
        <source>ants diff needs --world, --red and --black together</source>
        <translation>ants diff heeft --world, --red en --black samen nodig</translation>
    </message>
    <message>
        <source>give --world, --red, --black and --seed once each</source>
        <translation>geef --world, --red, --black en --seed elk één keer op</translation>
    </message>
    <message>
        <source>ants diff needs two dump traces, or one and --world, --red and --black</source>
        <translation>ants diff heeft twee dump-traces nodig, of één en --world, --red en --black</translation>
    </message>
    <message>
        <source>playbench-cli: %1</source>
        <translation>playbench-cli: %1</translation>
    </message>
    <message>
        <source>first difference in round %1, cell (%2, %3) (cells differing in that round: %4)</source>
        <translation>eerste verschil in ronde %1, cel (%2, %3) (verschillende cellen in die ronde: %4)</translation>
    </message>
    <message>
        <source>  %1:%2: %3</source>
        <translation>  %1:%2: %3</translation>
    </message>
    <message>
        <source>  simulation: %1</source>
        <translation>  simulatie: %1</translation>
    </message>
    <message>
        <source>no difference in the %1 rounds both sides can read</source>
        <translation>geen verschil in de %1 rondes die beide kanten kunnen lezen</translation>
    </message>
    <message>
        <source>identical (%1 rounds)</source>
        <translation>identiek (%1 rondes)</translation>
    </message>
    <message>
        <source>name an ants command: run, check, compile, generate or diff</source>
        <translation>noem een ants-commando: run, check, compile, generate of diff</translation>
    </message>
    <message>
        <source>unknown ants command '%1'</source>
        <translation>onbekend ants-commando '%1'</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>goud</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>zilver</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>doel</translation>
    </message>
    <message>
        <source>elimination</source>
        <translation>eliminatie</translation>
    </message>
    <message>
        <source>immobilisation</source>
        <translation>immobilisatie</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>opgave</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tijd</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>ongeldige zet</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>reglementair verlies</translation>
    </message>
    <message>
        <source>score (game limit)</source>
        <translation>score (partijlimiet)</translation>
    </message>
    <message>
        <source>'%1'</source>
        <translation>'%1'</translation>
    </message>
    <message>
        <source>Replays every game of an arimaa.com archive (one game per line, tab-separated columns named by a header line: id, result, termination, movelist...). For each game prints its id, the result and termination we get and whether they agree with the record; a game with an illegal move is reported with that move and the reason. Goals, eliminations and immobilisations come from the rules and are checked against the record; for resignation, time, forfeit and the like the winner is the record's (either side may resign or lose on time on the other's turn). Exits with 1 when any game disagrees.</source>
        <translation>Speelt elke partij van een archief van arimaa.com opnieuw (één partij per regel, kolommen gescheiden door tabs en benoemd in een kopregel: id, result, termination, movelist...). Toont voor elke partij de id, het resultaat en de afloop die wij krijgen en of die overeenkomen met het partijverslag; een partij met een ongeldige zet wordt gemeld met die zet en de reden. Doelen, eliminaties en immobilisaties volgen uit de regels en worden getoetst aan het partijverslag; bij opgave, tijd, reglementair verlies en dergelijke is de winnaar die uit het partijverslag (elke kant kan opgeven of op tijd verliezen tijdens de beurt van de ander). Eindigt met 1 als een partij afwijkt.</translation>
    </message>
    <message>
        <source>The archive file.</source>
        <translation>Het archiefbestand.</translation>
    </message>
    <message>
        <source>One JSON object.</source>
        <translation>Eén JSON-object.</translation>
    </message>
    <message>
        <source>name one archive file</source>
        <translation>noem één archiefbestand</translation>
    </message>
    <message>
        <source>%1: illegal move %2: %3</source>
        <translation>%1: ongeldige zet %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 wins by %3%4 after %5 turns (setups included); record: %6 by %7: %8</source>
        <translation>%1: %2 wint door %3%4 na %5 beurten (opstellingen meegeteld); partijverslag: %6 door %7: %8</translation>
    </message>
    <message>
        <source> (not decided on the board; winner as recorded)</source>
        <translation> (niet op het bord beslist; winnaar volgens partijverslag)</translation>
    </message>
    <message>
        <source> (not decided on the board)</source>
        <translation> (niet op het bord beslist)</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>komt overeen</translation>
    </message>
    <message>
        <source>DIFFERS</source>
        <translation>WIJKT AF</translation>
    </message>
    <message>
        <source>%1 of %2 games agree with the record</source>
        <translation>%1 van %2 partijen komen overeen met het partijverslag</translation>
    </message>
    <message>
        <source>Counts the distinct legal moves (distinct resulting positions, the unchanged position excluded) of every position of a file of diagrams: a line with the move number and side ("10w", "g") over the framed board, ranks 8 to 1, as in move-count-positions.txt.</source>
        <translation>Telt de verschillende geldige zetten (verschillende resulterende stellingen, de onveranderde stelling niet meegerekend) van elke stelling in een bestand met diagrammen: een regel met het zetnummer en de kant ("10w", "g") boven het omkaderde bord, rijen 8 tot en met 1, zoals in move-count-positions.txt.</translation>
    </message>
    <message>
        <source>The file of diagrams.</source>
        <translation>Het bestand met diagrammen.</translation>
    </message>
    <message>
        <source>name one position file</source>
        <translation>noem één stellingbestand</translation>
    </message>
    <message>
        <source>%1: no position diagrams</source>
        <translation>%1: geen stellingdiagrammen</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>position %1 (line %2, %3 to move): %4 moves</source>
        <translation>stelling %1 (regel %2, %3 aan zet): %4 zetten</translation>
    </message>
    <message>
        <source>Plays Arimaa games between two engines speaking AEI (the Arimaa Engine Interface) under a time control M/R/P/L/G/T, as the official match rules define it (for example 0:15/3/100/6/0/2m). Colours alternate game by game: in game 1 the --gold command plays Gold. An engine that crashes, hangs, answers too late or plays an illegal move loses the game (termination f, t or i); a game halted by the limit G is scored (s). Prints each game's winner, termination, number of moves and the reason of a fault, then each program's totals.</source>
        <translation>Speelt Arimaa-partijen tussen twee engines die AEI (de Arimaa Engine Interface) spreken, met een bedenktijd M/R/P/L/G/T zoals de officiële wedstrijdregels die definiëren (bijvoorbeeld 0:15/3/100/6/0/2m). De kleuren wisselen per partij: in partij 1 speelt het commando van --gold met Goud. Een engine die crasht, vastloopt, te laat antwoordt of een ongeldige zet speelt, verliest de partij (afloop f, t of i); een partij die door de limiet G wordt gestopt, wordt op score beslist (s). Toont per partij de winnaar, de afloop, het aantal zetten en de reden van een fout, daarna de totalen van elk programma.</translation>
    </message>
    <message>
        <source>The first engine's command line (Gold in game 1).</source>
        <translation>De opdrachtregel van de eerste engine (Goud in partij 1).</translation>
    </message>
    <message>
        <source>The second engine's command line (Silver in game 1).</source>
        <translation>De opdrachtregel van de tweede engine (Zilver in partij 1).</translation>
    </message>
    <message>
        <source>The time control M/R/P/L/G/T.</source>
        <translation>De bedenktijd M/R/P/L/G/T.</translation>
    </message>
    <message>
        <source>Number of games (default 2).</source>
        <translation>Aantal partijen (standaard 2).</translation>
    </message>
    <message>
        <source>Write every game in the official notation, with a header.</source>
        <translation>Elke partij in de officiële notatie schrijven, met een kop.</translation>
    </message>
    <message>
        <source>Write the games in the arimaa.com archive format.</source>
        <translation>De partijen in het archiefformaat van arimaa.com schrijven.</translation>
    </message>
    <message>
        <source>Let each engine ponder on its opponent's time.</source>
        <translation>Elke engine laten ponderen in de tijd van de tegenstander.</translation>
    </message>
    <message>
        <source>The event named in the records.</source>
        <translation>Het evenement dat in de partijverslagen wordt genoemd.</translation>
    </message>
    <message>
        <source>One JSON object per game.</source>
        <translation>Eén JSON-object per partij.</translation>
    </message>
    <message>
        <source>give --%1 CMD, the engine's command line</source>
        <translation>geef --%1 CMD op, de opdrachtregel van de engine</translation>
    </message>
    <message>
        <source>--%1: an empty command line</source>
        <translation>--%1: een lege opdrachtregel</translation>
    </message>
    <message>
        <source>give --tc, the time control (M/R/P/L/G/T, for example 0:15/3)</source>
        <translation>geef --tc op, de bedenktijd (M/R/P/L/G/T, bijvoorbeeld 0:15/3)</translation>
    </message>
    <message>
        <source>--tc %1: column %2: %3</source>
        <translation>--tc %1: kolom %2: %3</translation>
    </message>
    <message>
        <source>game %1 of %2 done (game %3): %4; wins: program 1 %5, program 2 %6</source>
        <translation>partij %1 van %2 klaar (partij %3): %4; gewonnen: programma 1 %5, programma 2 %6</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>geen resultaat</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 wint door %2</translation>
    </message>
    <message>
        <source>game %1: %2 (gold) vs %3 (silver): </source>
        <translation>partij %1: %2 (goud) tegen %3 (zilver): </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %2 after %n move(s)</source>
        <translation>
            <numerusform>%1 wint door %2 na %n zet</numerusform>
            <numerusform>%1 wint door %2 na %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source> (last %1)</source>
        <translation> (laatste %1)</translation>
    </message>
    <message>
        <source>; %1%2</source>
        <translation>; %1%2</translation>
    </message>
    <message>
        <source>%1 at %2: </source>
        <translation>%1 op %2: </translation>
    </message>
    <message>
        <source> [%1]</source>
        <translation> [%1]</translation>
    </message>
    <message>
        <source>%1: %2 wins (%3 as gold, %4 as silver), %5 losses, %6 faults</source>
        <translation>%1: %2 gewonnen (%3 als goud, %4 als zilver), %5 verloren, %6 fouten</translation>
    </message>
    <message>
        <source>name a stage of the championship (qualifier or finals) or resume</source>
        <translation>noem een fase van het kampioenschap (qualifier of finals) of resume</translation>
    </message>
    <message>
        <source>unknown stage of the championship '%1'</source>
        <translation>onbekende fase van het kampioenschap '%1'</translation>
    </message>
    <message>
        <source>unknown arimaa command '%1'</source>
        <translation>onbekend arimaa-commando '%1'</translation>
    </message>
    <message>
        <source>Contest reference folder (shared/reference).</source>
        <translation>Map met referentiegegevens van de wedstrijd (shared/reference).</translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference at shared/reference.</source>
        <translation>De benchmark heeft de referentiegegevens van de wedstrijd nodig; laat --reference naar shared/reference wijzen.</translation>
    </message>
    <message>
        <source>name the game to benchmark, e.g. 'bench ants'</source>
        <translation>noem het spel voor de benchmark, bijv. 'bench ants'</translation>
    </message>
    <message>
        <source>no benchmark for '%1'</source>
        <translation>geen benchmark voor '%1'</translation>
    </message>
    <message>
        <source>Plays full ant games on one thread and prints, per game, wall seconds and rounds per second (best of --repeat runs): sample.ant against itself and dunkosmiloolump-1 against frictionless_bananas-1, both on sample0.world with seed 12345. With --jobs N, N copies of each game then run at once and the time for the batch is printed too.</source>
        <translation>Speelt volledige mierenpartijen op één thread en toont per partij de seconden kloktijd en de rondes per seconde (beste van --repeat runs): sample.ant tegen zichzelf en dunkosmiloolump-1 tegen frictionless_bananas-1, beide op sample0.world met startwaarde 12345. Met --jobs N worden daarna N kopieën van elke partij tegelijk gespeeld en wordt ook de tijd voor de hele reeks getoond.</translation>
    </message>
    <message>
        <source>Runs per game; the best is reported (default 5).</source>
        <translation>Runs per partij; de beste wordt gerapporteerd (standaard 5).</translation>
    </message>
    <message>
        <source>Rounds per game (default 100000).</source>
        <translation>Rondes per partij (standaard 100000).</translation>
    </message>
    <message>
        <source>Also run N games at once (default 1: only one).</source>
        <translation>Ook N partijen tegelijk spelen (standaard 1: slechts één).</translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation>De meetwaarden als JSON tonen.</translation>
    </message>
    <message>
        <source>%1 rounds, seed 12345, sample0.world, best of %2 on one thread</source>
        <translation>%1 rondes, startwaarde 12345, sample0.world, beste van %2 op één thread</translation>
    </message>
    <message>
        <source>  %1: %2 s wall, %3 rounds/s, food %4 to %5</source>
        <translation>  %1: %2 s kloktijd, %3 rondes/s, voedsel %4 tegen %5</translation>
    </message>
    <message>
        <source>  %1: %2 games at once: %3 s wall (%4 x one game)</source>
        <translation>  %1: %2 partijen tegelijk: %3 s kloktijd (%4 x één partij)</translation>
    </message>
    <message>
        <source>  peak memory: %1 MB</source>
        <translation>  piekgeheugen: %1 MB</translation>
    </message>
    <message>
        <source>Times finding where dump traces part, on the contest's dump (sample.ant against itself on tiny.world, seed 12345, 10,001 rounds): the dump against itself, read from an inflated temporary copy, and the dump against a live simulation. Best of --repeat runs.</source>
        <translation>Meet de tijd om te vinden waar dump-traces uiteenlopen, op de dump van de wedstrijd (sample.ant tegen zichzelf op tiny.world, startwaarde 12345, 10.001 rondes): de dump tegen zichzelf, gelezen uit een uitgepakte tijdelijke kopie, en de dump tegen een live simulatie. Beste van --repeat runs.</translation>
    </message>
    <message>
        <source>Runs of each; the best is reported (default 5).</source>
        <translation>Runs van elk; de beste wordt gerapporteerd (standaard 5).</translation>
    </message>
    <message>
        <source>the contest dump differs from itself?</source>
        <translation>de wedstrijddump verschilt van zichzelf?</translation>
    </message>
    <message>
        <source>the simulation differs from the contest dump</source>
        <translation>de simulatie verschilt van de wedstrijddump</translation>
    </message>
    <message>
        <source>contest dump (%1 MB, %2 rounds), best of %3</source>
        <translation>wedstrijddump (%1 MB, %2 rondes), beste van %3</translation>
    </message>
    <message>
        <source>  open (header and first round):     %1 s</source>
        <translation>  openen (kop en eerste ronde):            %1 s</translation>
    </message>
    <message>
        <source>  dump vs dump, open + first divergence: %1 s (identical)</source>
        <translation>  dump tegen dump, openen + eerste verschil: %1 s (identiek)</translation>
    </message>
    <message>
        <source>  dump vs live simulation (%1 rounds): %2 s (identical)</source>
        <translation>  dump tegen live simulatie (%1 rondes): %2 s (identiek)</translation>
    </message>
    <message>
        <source>  peak memory: %1 MB (%2 MB already after inflating the copy; mapped pages of the file count too)</source>
        <translation>  piekgeheugen: %1 MB (%2 MB al na het uitpakken van de kopie; gemapte pagina's van het bestand tellen ook mee)</translation>
    </message>
    <message>
        <source>Generates and de-duplicates all distinct legal moves of the 32 benchmark positions (clueless_benchmark) of arimaa/move-count-positions.txt on one thread, best of --repeat runs, and checks the total against the file's counts (2,987,987).</source>
        <translation>Genereert en ontdubbelt alle verschillende geldige zetten van de 32 benchmarkstellingen (clueless_benchmark) van arimaa/move-count-positions.txt op één thread, beste van --repeat runs, en toetst het totaal aan de aantallen in het bestand (2.987.987).</translation>
    </message>
    <message>
        <source>Runs; the best is reported (default 5).</source>
        <translation>Runs; de beste wordt gerapporteerd (standaard 5).</translation>
    </message>
    <message>
        <source>%1: no benchmark positions</source>
        <translation>%1: geen benchmarkstellingen</translation>
    </message>
    <message>
        <source>%1 benchmark positions, best of %2 on one thread</source>
        <translation>%1 benchmarkstellingen, beste van %2 op één thread</translation>
    </message>
    <message>
        <source>  distinct moves: %1 (expected %2: %3)</source>
        <translation>  verschillende zetten: %1 (verwacht %2: %3)</translation>
    </message>
    <message>
        <source>  time: %1 s, %2 moves/s</source>
        <translation>  tijd: %1 s, %2 zetten/s</translation>
    </message>
    <message>
        <source>Runs the Arimaa search bot for --ms milliseconds on one thread on the standard opening (both sides' standard setups) and the first --positions benchmark positions (clueless_benchmark) of arimaa/move-count-positions.txt, and prints the depth reached (steps), the nodes and nodes per second. With --depth D it searches each position to D steps instead, without a clock, and prints the nodes and the time it took (what a better move order lowers).</source>
        <translation>Laat de Arimaa-zoekbot --ms milliseconden op één thread rekenen op de standaardopening (de standaardopstellingen van beide kanten) en de eerste --positions benchmarkstellingen (clueless_benchmark) van arimaa/move-count-positions.txt, en toont de bereikte diepte (stappen), de knooppunten en de knooppunten per seconde. Met --depth D doorzoekt hij in plaats daarvan elke stelling tot D stappen, zonder klok, en toont hij de knooppunten en de benodigde tijd (die een betere zetvolgorde verlaagt).</translation>
    </message>
    <message>
        <source>Thinking time per position (default 1000).</source>
        <translation>Bedenktijd per stelling (standaard 1000).</translation>
    </message>
    <message>
        <source>Search to this depth in steps, without a clock.</source>
        <translation>Tot deze diepte in stappen zoeken, zonder klok.</translation>
    </message>
    <message>
        <source>Benchmark positions besides the opening (default 4).</source>
        <translation>Benchmarkstellingen naast de opening (standaard 4).</translation>
    </message>
    <message>
        <source>One JSON object per position and line.</source>
        <translation>Eén JSON-object per stelling en regel.</translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference at shared/reference, or use --positions 0.</source>
        <translation>De benchmark heeft de referentiegegevens van de wedstrijd nodig; laat --reference naar shared/reference wijzen, of gebruik --positions 0.</translation>
    </message>
    <message>
        <source>search bot, depth %1 per position, one thread</source>
        <translation>zoekbot, diepte %1 per stelling, één thread</translation>
    </message>
    <message>
        <source>search bot, %1 ms per position, one thread</source>
        <translation>zoekbot, %1 ms per stelling, één thread</translation>
    </message>
    <message>
        <source>  %1: depth %2, %3 nodes in %4 s, %5 nodes/s, score %6, move %7</source>
        <translation>  %1: diepte %2, %3 knooppunten in %4 s, %5 knooppunten/s, score %6, zet %7</translation>
    </message>
    <message>
        <source>  all: %1 nodes/s</source>
        <translation>  alle: %1 knooppunten/s</translation>
    </message>
    <message>
        <source>Times scoring every solution of honeycomb/expected-scores.jsonl (problems loaded beforehand) and the longest one alone, best of --repeat runs, on one thread.</source>
        <translation>Meet de tijd om elke oplossing van honeycomb/expected-scores.jsonl te scoren (problemen vooraf geladen) en alleen de langste, beste van --repeat runs, op één thread.</translation>
    </message>
    <message>
        <source>The benchmark needs the contest reference data; point --reference or PLAYBENCH_REFERENCE at shared/reference.</source>
        <translation>De benchmark heeft de referentiegegevens van de wedstrijd nodig; laat --reference of PLAYBENCH_REFERENCE naar shared/reference wijzen.</translation>
    </message>
    <message>
        <source>all %1 solutions of expected-scores.jsonl: %2 s (scores sum to %3)</source>
        <translation>alle %1 oplossingen van expected-scores.jsonl: %2 s (som van de scores %3)</translation>
    </message>
    <message>
        <source>longest (problem %1, seed %2, %3 characters): %4 s (score %5)</source>
        <translation>langste (probleem %1, startwaarde %2, %3 tekens): %4 s (score %5)</translation>
    </message>
    <message>
        <source>Runs; the best is reported (default 3).</source>
        <translation>Runs; de beste wordt gerapporteerd (standaard 3).</translation>
    </message>
    <message>
        <source>%1 positions from random games on 10 boards, best of %2 on one thread</source>
        <translation>%1 stellingen uit willekeurige partijen op 10 borden, beste van %2 op één thread</translation>
    </message>
    <message>
        <source>  turn generation: %1 turns in %2 s: %3 turns/s, %4 positions/s (all turns of each)</source>
        <translation>  beurtgeneratie: %1 beurten in %2 s: %3 beurten/s, %4 stellingen/s (alle beurten van elke stelling)</translation>
    </message>
    <message>
        <source>  distinct results: %1 in %2 s: %3 positions/s</source>
        <translation>  verschillende resultaten: %1 in %2 s: %3 stellingen/s</translation>
    </message>
    <message>
        <source>  final rush: %1 solves in %2 s: %3 solves/s, %4 ms mean, %5 ms slowest (%6 states expanded)</source>
        <translation>  eindsprint: %1 keer opgelost in %2 s: %3 per s, gemiddeld %4 ms, traagste %5 ms (%6 toestanden uitgebreid)</translation>
    </message>
    <message>
        <source>  rush table (every placement of one colour, Figure 1): built in %1 s, %2 lookups/s (checksum %3)</source>
        <translation>  eindsprinttabel (elke plaatsing van één kleur, figuur 1): gebouwd in %1 s, %2 opzoekingen/s (controlesom %3)</translation>
    </message>
    <message>
        <source>Plays two bots of one level (--bot, default search) as a team against two of another (--against, default greedy) on generated boards 1 to N, 24 seatings per board: seating k puts the --bot bots on team k mod 2 (Yellow+White or Black+Red) and gives the four players the bot seeds of permutation k / 2 (rounded down; the permutations of 1..4 in lexicographic order, 0 being 1 2 3 4), so seatings 2j and 2j + 1 deal the same seeds with the teams swapped. Every game ends with the optimal final rush. Prints the --bot team's average points (of 20) and the time per turn of each level. Runs on one thread per job.</source>
        <translation>Speelt twee bots van één niveau (--bot, standaard search) als team tegen twee van een ander niveau (--against, standaard greedy) op de gegenereerde borden 1 tot en met N, 24 plaatsverdelingen per bord: plaatsverdeling k zet de --bot-bots in team k mod 2 (Geel+Wit of Zwart+Rood) en geeft de vier spelers de bot-startwaarden van permutatie k / 2 (naar beneden afgerond; de permutaties van 1..4 in lexicografische volgorde, waarbij 0 gelijk is aan 1 2 3 4), zodat plaatsverdelingen 2j en 2j + 1 dezelfde startwaarden uitdelen met verwisselde teams. Elke partij eindigt met de optimale eindsprint. Toont de gemiddelde punten (van 20) van het --bot-team en de tijd per beurt van elk niveau. Draait op één thread per taak.</translation>
    </message>
    <message>
        <source>Generated boards (default 10).</source>
        <translation>Gegenereerde borden (standaard 10).</translation>
    </message>
    <message>
        <source>Seatings per board, 1 to 24 (default 24).</source>
        <translation>Plaatsverdelingen per bord, 1 tot en met 24 (standaard 24).</translation>
    </message>
    <message>
        <source>The team's bot: random, greedy, search or mcts (default search).</source>
        <translation>De bot van het team: random, greedy, search of mcts (standaard search).</translation>
    </message>
    <message>
        <source>The other team's bot (default greedy).</source>
        <translation>De bot van het andere team (standaard greedy).</translation>
    </message>
    <message>
        <source>Every bot's budget per turn in ms (default 100).</source>
        <translation>Het budget van elke bot per beurt in ms (standaard 100).</translation>
    </message>
    <message>
        <source>playbench-cli: --%1 must be random, greedy, search or mcts, not '%2'</source>
        <translation>playbench-cli: --%1 moet random, greedy, search of mcts zijn, niet '%2'</translation>
    </message>
    <message>
        <source>%1 games (%2 boards x %3 seatings), %5 vs %6 (budget %4 ms)</source>
        <translation>%1 partijen (%2 borden x %3 plaatsverdelingen), %5 tegen %6 (budget %4 ms)</translation>
    </message>
    <message>
        <source>  %5 team: %1 points of 20 on average; %2 won, %3 tied, %4 lost</source>
        <translation>  team %5: gemiddeld %1 punten van 20; %2 gewonnen, %3 gelijk, %4 verloren</translation>
    </message>
    <message>
        <source>  time per turn: %4 %1 ms, %5 %2 ms (%3 s wall)</source>
        <translation>  tijd per beurt: %4 %1 ms, %5 %2 ms (%3 s kloktijd)</translation>
    </message>
    <message>
        <source>Seeds: 1-10, 7, or 1-3,9 (default 1-10).</source>
        <translation>Startwaarden: 1-10, 7 of 1-3,9 (standaard 1-10).</translation>
    </message>
    <message>
        <source>One JSON object per test and line.</source>
        <translation>Eén JSON-object per test en regel.</translation>
    </message>
    <message>
        <source>--seeds takes ranges such as 1-10 or 1-3,9, not '%1'</source>
        <translation>--seeds neemt bereiken zoals 1-10 of 1-3,9, niet '%1'</translation>
    </message>
    <message>
        <source>Peaceable solver, %1 s per test, one thread, solver seed %2</source>
        <translation>Peaceable-oplosser, %1 s per test, één thread, startwaarde van de oplosser %2</translation>
    </message>
    <message>
        <source>, finalist %1 (%2%)</source>
        <translation>, finalist %1 (%2%)</translation>
    </message>
    <message>
        <source>  on the seeds with a finalist's score: %1 against %2 (%3%); below 95%: %4</source>
        <translation>  op de startwaarden met een finalistscore: %1 tegen %2 (%3%); onder 95%: %4</translation>
    </message>
    <message>
        <source>%1 answers were invalid</source>
        <translation>%1 antwoorden waren ongeldig</translation>
    </message>
    <message>
        <source>Plays the ICFP 2004 tournament of the 21 valid reference brains (winners/, strong/, simple/ and sample.ant: 210 pairs, both colours) on the first --worlds sample worlds (10: 4,200 games) through the tournament database and runner, and prints the wall time, games per second and the process's peak memory.</source>
        <translation>Speelt het ICFP 2004-toernooi van de 21 geldige referentiebreinen (winners/, strong/, simple/ en sample.ant: 210 paren, beide kleuren) op de eerste --worlds voorbeeldwerelden (10: 4.200 partijen) via de toernooidatabase en de runner, en toont de kloktijd, de partijen per seconde en het piekgeheugen van het proces.</translation>
    </message>
    <message>
        <source>Sample worlds, 1 to 10 (default 10).</source>
        <translation>Voorbeeldwerelden, 1 tot en met 10 (standaard 10).</translation>
    </message>
    <message>
        <source>Games played at once (default 2).</source>
        <translation>Tegelijk gespeelde partijen (standaard 2).</translation>
    </message>
    <message>
        <source>ants tournament: %1 brains, %2 worlds, %3 games, %4 at once</source>
        <translation>mierentoernooi: %1 breinen, %2 werelden, %3 partijen, %4 tegelijk</translation>
    </message>
    <message>
        <source>  wall %1 s, %2 games/s, %3 s per game per thread</source>
        <translation>  kloktijd %1 s, %2 partijen/s, %3 s per partij per thread</translation>
    </message>
    <message>
        <source>  peak memory %1 MB, database %2 MB</source>
        <translation>  piekgeheugen %1 MB, database %2 MB</translation>
    </message>
    <message>
        <source>  first: %1 with %2 points</source>
        <translation>  eerste: %1 met %2 punten</translation>
    </message>
    <message>
        <source>Try 'playbench-cli --help'.</source>
        <translation>Probeer 'playbench-cli --help'.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Deze help tonen.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Gebruik: %1</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3, not '%4'</source>
        <translation>--%1 neemt een geheel getal van %2 tot en met %3, niet '%4'</translation>
    </message>
    <message>
        <source>--%1 takes seconds above 0, not '%2'</source>
        <translation>--%1 neemt seconden boven 0, niet '%2'</translation>
    </message>
    <message>
        <source>Plays shard I of N of a tournament's planned games (those whose number is I modulo N) that no shard has played yet, on this machine, and appends each result to the shard's own file beside the database (DB.shard-I-of-N.jsonl). The database is only read. Run again after a failure: only the shard's unplayed games are played. `playbench-cli merge` folds the results into the database. SIGINT or SIGTERM stops it (exit status 3).</source>
        <translation>Speelt shard I van N van de geplande partijen van een toernooi (die waarvan het nummer modulo N gelijk is aan I) die nog door geen enkele shard zijn gespeeld, op deze machine, en voegt elk resultaat toe aan het eigen bestand van de shard naast de database (DB.shard-I-of-N.jsonl). De database wordt alleen gelezen. Voer na een storing opnieuw uit: alleen de ongespeelde partijen van de shard worden gespeeld. `playbench-cli merge` voegt de resultaten samen in de database. SIGINT of SIGTERM stopt het (afsluitstatus 3).</translation>
    </message>
    <message>
        <source>The tournament's database (written by --plan-only).</source>
        <translation>De database van het toernooi (geschreven door --plan-only).</translation>
    </message>
    <message>
        <source>Which shard: I of N, from 1.</source>
        <translation>Welke shard: I van N, vanaf 1.</translation>
    </message>
    <message>
        <source>Games played at once (default: all cores, %1).</source>
        <translation>Tegelijk gespeelde partijen (standaard: alle cores, %1).</translation>
    </message>
    <message>
        <source>A line on stderr for every finished game.</source>
        <translation>Een regel op stderr voor elke voltooide partij.</translation>
    </message>
    <message>
        <source>give --db and --shard</source>
        <translation>geef --db en --shard op</translation>
    </message>
    <message>
        <source>--shard: %1</source>
        <translation>--shard: %1</translation>
    </message>
    <message>
        <source>shard %1/%2: %3 games to play (%4 of its %5 played before); results in %6</source>
        <translation>shard %1/%2: %3 partijen te spelen (%4 van zijn %5 eerder gespeeld); resultaten in %6</translation>
    </message>
    <message>
        <source>game %1: %2: %3</source>
        <translation>partij %1: %2: %3</translation>
    </message>
    <message>
        <source>shard %1/%2: played %3 games in %4 s (%5 games/s)</source>
        <translation>shard %1/%2: %3 partijen gespeeld in %4 s (%5 partijen/s)</translation>
    </message>
    <message>
        <source>stopped; run the same command again to play the rest of the shard</source>
        <translation>gestopt; voer hetzelfde commando opnieuw uit om de rest van de shard te spelen</translation>
    </message>
    <message>
        <source>Folds the result files of every shard (DB.shard-*.jsonl, written by `playbench-cli work`) into the tournament's database, then prints the standings. Results already in the database are left as they are, so merging twice changes nothing. When every planned game is played and the format plans rounds (the Arimaa championship), the next round is planned: play its shards and merge again. The shard files are kept; delete them once the tournament is complete.</source>
        <translation>Voegt de resultaatbestanden van elke shard (DB.shard-*.jsonl, geschreven door `playbench-cli work`) samen in de database van het toernooi en toont daarna de stand. Resultaten die al in de database staan, blijven zoals ze zijn, dus twee keer samenvoegen verandert niets. Als elke geplande partij gespeeld is en het format rondes plant (het Arimaa-kampioenschap), wordt de volgende ronde gepland: speel de shards ervan en voeg opnieuw samen. De shardbestanden blijven bewaard; verwijder ze zodra het toernooi voltooid is.</translation>
    </message>
    <message>
        <source>The tournament's database.</source>
        <translation>De database van het toernooi.</translation>
    </message>
    <message>
        <source>Print the standings as one JSON object.</source>
        <translation>De stand als één JSON-object tonen.</translation>
    </message>
    <message>
        <source>give the tournament's database with --db</source>
        <translation>geef de database van het toernooi op met --db</translation>
    </message>
    <message>
        <source>merged %1 new results from %2 shard files (%3 were in the database already</source>
        <translation>%1 nieuwe resultaten samengevoegd uit %2 shardbestanden (%3 stonden al in de database</translation>
    </message>
    <message>
        <source>, %1 halted games kept</source>
        <translation>, %1 onderbroken partijen behouden</translation>
    </message>
    <message>
        <source>, %1 broken lines skipped: games cut short, played again by their shard</source>
        <translation>, %1 defecte regels overgeslagen: afgebroken partijen, opnieuw gespeeld door hun shard</translation>
    </message>
    <message>
        <source>, %1 results of games not in the plan skipped</source>
        <translation>, %1 resultaten van niet geplande partijen overgeslagen</translation>
    </message>
    <message>
        <source>planned the next %1 games: play their shards and merge again</source>
        <translation>de volgende %1 partijen gepland: speel hun shards en voeg opnieuw samen</translation>
    </message>
    <message>
        <source>Usage: playbench-cli honeycomb score PROBLEM SOLUTIONS [-p PHRASE]... [--json]

  score  Play the contest's solutions (a JSON list of {problemId, seed, solution})
         on a problem and print each seed's score and the problem's score.
</source>
        <translation>Gebruik: playbench-cli honeycomb score PROBLEM SOLUTIONS [-p PHRASE]... [--json]

  score  De oplossingen van de wedstrijd (een JSON-lijst van {problemId, seed, solution})
         op een probleem spelen en de score per startwaarde en de score van het probleem tonen.
</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>all units used</source>
        <translation>alle eenheden gebruikt</translation>
    </message>
    <message>
        <source>board full</source>
        <translation>bord vol</translation>
    </message>
    <message>
        <source>Plays each solution of SOLUTIONS (the contest's JSON list of {problemId, seed, solution}) on PROBLEM and prints per seed the move score, power score, total, error, units locked, end reason and phrases of power used, then the problem's score: the sum over its distinct seeds divided by the number of seeds it lists.</source>
        <translation>Speelt elke oplossing van SOLUTIONS (de JSON-lijst van de wedstrijd met {problemId, seed, solution}) op PROBLEM en toont per startwaarde de zetscore, de machtsscore, het totaal, de fout, de vastgezette eenheden, de reden van het einde en de gebruikte machtswoorden, daarna de score van het probleem: de som over de verschillende startwaarden gedeeld door het aantal startwaarden dat het vermeldt.</translation>
    </message>
    <message>
        <source>Problem JSON file.</source>
        <translation>JSON-bestand met het probleem.</translation>
    </message>
    <message>
        <source>Solutions JSON file.</source>
        <translation>JSON-bestand met de oplossingen.</translation>
    </message>
    <message>
        <source>A phrase of power; repeat for more. Replaces the contest's 18.</source>
        <translation>Een machtswoord; herhaal voor meer. Vervangt de 18 van de wedstrijd.</translation>
    </message>
    <message>
        <source>Print one JSON object per seed (the fields of expected-scores.jsonl).</source>
        <translation>Eén JSON-object per startwaarde tonen (de velden van expected-scores.jsonl).</translation>
    </message>
    <message>
        <source>give a problem file and a solutions file</source>
        <translation>geef een probleembestand en een oplossingenbestand op</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kan niet lezen: %2</translation>
    </message>
    <message>
        <source>%1: not a JSON list of solutions</source>
        <translation>%1: geen JSON-lijst van oplossingen</translation>
    </message>
    <message>
        <source>%1: entry %2 needs problemId, seed and solution</source>
        <translation>%1: item %2 heeft problemId, seed en solution nodig</translation>
    </message>
    <message>
        <source>%1: no solution for problem %2</source>
        <translation>%1: geen oplossing voor probleem %2</translation>
    </message>
    <message>
        <source>%1: entries for other problems skipped: %2</source>
        <translation>%1: items voor andere problemen overgeslagen: %2</translation>
    </message>
    <message>
        <source>seed %1: move %2, power %3, total %4, units locked %5, %6</source>
        <translation>startwaarde %1: zet %2, macht %3, totaal %4, eenheden vastgezet %5, %6</translation>
    </message>
    <message>
        <source>  phrases: %1</source>
        <translation>  machtswoorden: %1</translation>
    </message>
    <message>
        <source>  error: %1</source>
        <translation>  fout: %1</translation>
    </message>
    <message>
        <source>problem %1: score %2 (%3 seeds listed)</source>
        <translation>probleem %1: score %2 (%3 startwaarden vermeld)</translation>
    </message>
    <message>
        <source>name a honeycomb command: score</source>
        <translation>noem een honeycomb-commando: score</translation>
    </message>
    <message>
        <source>unknown honeycomb command '%1'</source>
        <translation>onbekend honeycomb-commando '%1'</translation>
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
        <translation>Gebruik: playbench-cli less moves [--board STRING | --seed N] [--play TURNS] [--colour C] [--all] [--json]
         playbench-cli less rush [--board STRING | --seed N] --colour C --pieces SQUARES [--json]
         playbench-cli less show [--board STRING | --seed N] [--play TURNS]
         playbench-cli less generate [--seed N] [--tiles FILE] [--no-rotate]
         playbench-cli less play [--board STRING | --seed N] --player CMD (4 keer) [--permutations] [--jobs N]
                                 [--time-ms MS] [--log-dir DIR] [--json]

  moves     De geldige beurten van de kleur die aan zet is (na --play) tonen, met hun kosten.
  rush      Het exacte kleinste aantal zetten waarmee de vier stukken van een kleur alleen thuiskomen.
  show      Het bord, de muren en de stukken tekenen.
  generate  De muurstring van 112 cijfers van een willekeurig bord tonen (16 tegels uit een dubbele set).
  play      Partijen leiden als scheidsrechter tussen programma's en ingebouwde bots (bot:random, bot:greedy, bot:search, bot:mcts).

Het bord is dat van figuur 1 van de opgave, tenzij --board of --seed anders aangeeft.
</translation>
    </message>
    <message>
        <source>Each program's time per game in milliseconds (default 30000).</source>
        <translation>De tijd van elk programma per partij in milliseconden (standaard 30000).</translation>
    </message>
    <message>
        <source>Thinking time per turn of the built-in bots in milliseconds (default 1000).</source>
        <translation>Bedenktijd per beurt van de ingebouwde bots in milliseconden (standaard 1000).</translation>
    </message>
    <message>
        <source>The bot that takes over a faulty program's seat: random, greedy, search or mcts (default random).</source>
        <translation>De bot die de plaats van een falend programma overneemt: random, greedy, search of mcts (standaard random).</translation>
    </message>
    <message>
        <source>The 112-digit wall string (default: the task's Figure 1 board).</source>
        <translation>De muurstring van 112 cijfers (standaard: het bord van figuur 1 van de opgave).</translation>
    </message>
    <message>
        <source>Use the generated board of this seed.</source>
        <translation>Het gegenereerde bord van deze startwaarde gebruiken.</translation>
    </message>
    <message>
        <source>Tile set file for the generator (default: the built-in set).</source>
        <translation>Tegelsetbestand voor de generator (standaard: de ingebouwde set).</translation>
    </message>
    <message>
        <source>Generate without turning the tiles.</source>
        <translation>Genereren zonder de tegels te draaien.</translation>
    </message>
    <message>
        <source>give --board or --seed, not both</source>
        <translation>geef --board of --seed op, niet beide</translation>
    </message>
    <message>
        <source>--board: %1</source>
        <translation>--board: %1</translation>
    </message>
    <message>
        <source>Turns played from the start, in order, separated by blanks or commas (Nil turns are filled in by the rules and may be left out).</source>
        <translation>Beurten gespeeld vanaf het begin, in volgorde, gescheiden door spaties of komma's (Nil-beurten worden door de regels ingevuld en mogen worden weggelaten).</translation>
    </message>
    <message>
        <source>Yellow, Black, White or Red.</source>
        <translation>Yellow, Black, White of Red.</translation>
    </message>
    <message>
        <source>--play: turn %1 (%2): the game is past its playing phase</source>
        <translation>--play: beurt %1 (%2): de partij is voorbij haar speelfase</translation>
    </message>
    <message>
        <source>--play: turn %1 (%2, %3), column %4: %5</source>
        <translation>--play: beurt %1 (%2, %3), kolom %4: %5</translation>
    </message>
    <message>
        <source>--colour takes Yellow, Black, White or Red, not '%1'</source>
        <translation>--colour neemt Yellow, Black, White of Red, niet '%1'</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 aan zet</translation>
    </message>
    <message>
        <source>final rush (%1 cannot move)</source>
        <translation>eindsprint (%1 kan niet zetten)</translation>
    </message>
    <message>
        <source>final rush (20 turns each played)</source>
        <translation>eindsprint (elk 20 beurten gespeeld)</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partij afgelopen</translation>
    </message>
    <message>
        <source>Lists the legal turns of a colour: by default one turn per distinct resulting position, with --all every sequence of 1 to 3 steps within the budget. The colour is the one to move after --play unless --colour names another.</source>
        <translation>Toont de geldige beurten van een kleur: standaard één beurt per verschillende resulterende stelling, met --all elke reeks van 1 tot 3 stappen binnen het budget. De kleur is die welke na --play aan zet is, tenzij --colour een andere noemt.</translation>
    </message>
    <message>
        <source>Every sequence, not one per resulting position.</source>
        <translation>Elke reeks, niet één per resulterende stelling.</translation>
    </message>
    <message>
        <source>%1; turns of %2 (moving %3's pieces): %4 %5</source>
        <translation>%1; beurten van %2 (met de stukken van %3): %4 %5</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>reeksen</translation>
    </message>
    <message>
        <source>distinct results</source>
        <translation>verschillende resultaten</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>kosten %1</translation>
    </message>
    <message>
        <source>The exact final rush: the fewest moves for COLOUR's four pieces, alone on the board, to reach their home corner (steps cost 1 + walls, jumps over an own piece 1), and one way to do it, one step per line as the protocol writes them.</source>
        <translation>De exacte eindsprint: het kleinste aantal zetten waarmee de vier stukken van COLOUR, alleen op het bord, hun thuishoek bereiken (stappen kosten 1 + muren, sprongen over een eigen stuk 1), en één manier om dat te doen, één stap per regel zoals het protocol ze schrijft.</translation>
    </message>
    <message>
        <source>The four squares, e.g. g1,g2,h1,h2 (default: the colour's start).</source>
        <translation>De vier velden, bijv. g1,g2,h1,h2 (standaard: de start van de kleur).</translation>
    </message>
    <message>
        <source>name the colour with --colour</source>
        <translation>noem de kleur met --colour</translation>
    </message>
    <message>
        <source>--pieces takes four squares, not %1</source>
        <translation>--pieces neemt vier velden, niet %1</translation>
    </message>
    <message>
        <source>--pieces: '%1' is not a square (a1 to h8)</source>
        <translation>--pieces: '%1' is geen veld (a1 tot en met h8)</translation>
    </message>
    <message>
        <source>--pieces: %1 is given twice</source>
        <translation>--pieces: %1 is twee keer opgegeven</translation>
    </message>
    <message>
        <source>%1 rush: %2 moves (%3 states, %4 ms)</source>
        <translation>eindsprint %1: %2 zetten (%3 toestanden, %4 ms)</translation>
    </message>
    <message>
        <source>jump, cost %1</source>
        <translation>sprong, kosten %1</translation>
    </message>
    <message>
        <source>Draws the board: '|' and '#' are single and double walls between columns, '---' and '===' between rows; Y, B, W, R are the pieces.</source>
        <translation>Tekent het bord: '|' en '#' zijn enkele en dubbele muren tussen kolommen, '---' en '===' tussen rijen; Y, B, W, R zijn de stukken.</translation>
    </message>
    <message>
        <source>%1; moves charged: Yellow+White %2, Black+Red %3</source>
        <translation>%1; aangerekende zetten: Geel+Wit %2, Zwart+Rood %3</translation>
    </message>
    <message>
        <source>Prints the wall string of a random board: 16 tiles of 2x2 squares drawn from a double set (each tile of the set twice), each in a random quarter turn. The same seed and tile set give the same board everywhere. The built-in set is the task's Figure 1 board cut into its 16 blocks (resources/less/tiles.txt).</source>
        <translation>Toont de muurstring van een willekeurig bord: 16 tegels van 2x2 velden getrokken uit een dubbele set (elke tegel van de set twee keer), elk een willekeurig aantal kwartslagen gedraaid. Dezelfde startwaarde en tegelset geven overal hetzelfde bord. De ingebouwde set is het bord van figuur 1 van de opgave, verdeeld in zijn 16 blokken (resources/less/tiles.txt).</translation>
    </message>
    <message>
        <source>Seed (default 1).</source>
        <translation>Startwaarde (standaard 1).</translation>
    </message>
    <message>
        <source>Tile set file (default: the built-in set).</source>
        <translation>Tegelsetbestand (standaard: de ingebouwde set).</translation>
    </message>
    <message>
        <source>Do not turn the tiles.</source>
        <translation>De tegels niet draaien.</translation>
    </message>
    <message>
        <source>name a less command: moves, rush, show, generate or play</source>
        <translation>noem een less-commando: moves, rush, show, generate of play</translation>
    </message>
    <message>
        <source>unknown less command '%1'</source>
        <translation>onbekend less-commando '%1'</translation>
    </message>
    <message>
        <source>%1... (%2 characters)</source>
        <translation>%1... (%2 tekens)</translation>
    </message>
    <message>
        <source>Referees Less games as CodeCup 2017 did: each player is a built-in bot (bot:random, bot:greedy, bot:search, bot:mcts) or a program's command line; programs read the board, their colour and the others' turns on stdin and write their turns on stdout. A program that crashes, runs out of time or sends an invalid turn scores 0 and the judge's bot plays its seat from there on. --player is given four times, for Yellow, Black, White and Red; --permutations plays all 24 seatings of the four players on the board.</source>
        <translation>Leidt Less-partijen als scheidsrechter zoals CodeCup 2017 dat deed: elke speler is een ingebouwde bot (bot:random, bot:greedy, bot:search, bot:mcts) of de opdrachtregel van een programma; programma's lezen het bord, hun kleur en de beurten van de anderen op stdin en schrijven hun beurten op stdout. Een programma dat crasht, door zijn tijd heen raakt of een ongeldige beurt stuurt, krijgt 0 punten en de bot van de jury speelt vanaf dan op zijn plaats. --player wordt vier keer opgegeven, voor Yellow, Black, White en Red; --permutations speelt alle 24 plaatsverdelingen van de vier spelers op het bord.</translation>
    </message>
    <message>
        <source>A player: bot:LEVEL or a command line (four times).</source>
        <translation>Een speler: bot:LEVEL of een opdrachtregel (vier keer).</translation>
    </message>
    <message>
        <source>Play all 24 seatings of the four players.</source>
        <translation>Alle 24 plaatsverdelingen van de vier spelers spelen.</translation>
    </message>
    <message>
        <source>Save every game's log in this folder.</source>
        <translation>Het logboek van elke partij in deze map opslaan.</translation>
    </message>
    <message>
        <source>give --player four times (Yellow, Black, White, Red), not %1</source>
        <translation>geef --player vier keer op (Yellow, Black, White, Red), niet %1</translation>
    </message>
    <message>
        <source>--player %1: %2</source>
        <translation>--player %1: %2</translation>
    </message>
    <message>
        <source>--judge takes random, greedy, search or mcts, not '%1'</source>
        <translation>--judge neemt random, greedy, search of mcts, niet '%1'</translation>
    </message>
    <message>
        <source>--log-dir: cannot create %1</source>
        <translation>--log-dir: kan %1 niet aanmaken</translation>
    </message>
    <message>
        <source>player %1 %2</source>
        <translation>speler %1 %2</translation>
    </message>
    <message>
        <source>game %1 of %2 done (seating %3): %4</source>
        <translation>partij %1 van %2 klaar (plaatsverdeling %3): %4</translation>
    </message>
    <message>
        <source>%1 %2 (player %3): %4 points, %5 moves</source>
        <translation>%1 %2 (speler %3): %4 punten, %5 zetten</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>partij %1: %2</translation>
    </message>
    <message>
        <source>  fault: %1, turn %2, %3: %4 (sent "%5")</source>
        <translation>  fout: %1, beurt %2, %3: %4 (verstuurd: "%5")</translation>
    </message>
    <message>
        <source>totals over %1 games:</source>
        <translation>totalen over %1 partijen:</translation>
    </message>
    <message>
        <source>  player %1 %2: %3 points in %4 games, %5 faults</source>
        <translation>  speler %1 %2: %3 punten in %4 partijen, %5 fouten</translation>
    </message>
    <message>
        <source>name a game and a command, e.g. 'ants run'</source>
        <translation>noem een spel en een commando, bijv. 'ants run'</translation>
    </message>
    <message>
        <source>%1 takes a number of MB from 0 (no limit) to 1048576, not '%2'</source>
        <translation>%1 neemt een aantal MB van 0 (geen limiet) tot en met 1048576, niet '%2'</translation>
    </message>
    <message>
        <source>unknown game or command '%1'</source>
        <translation>onbekend spel of commando '%1'</translation>
    </message>
    <message>
        <source>batch planned: %1 tests in %2; play them with `playbench-cli work --db %2 --shard I/N` or `playbench-cli slurm submit --db %2 --shards N`, `playbench-cli merge --db %2`, then `playbench-cli peaceable batch --from %2`</source>
        <translation>batch gepland: %1 tests in %2; speel ze met `playbench-cli work --db %2 --shard I/N` of `playbench-cli slurm submit --db %2 --shards N`, `playbench-cli merge --db %2`, daarna `playbench-cli peaceable batch --from %2`</translation>
    </message>
    <message>
        <source>%1 holds no peaceable batch</source>
        <translation>%1 bevat geen peaceable-batch</translation>
    </message>
    <message>
        <source>%1: %2 of %3 tests solved</source>
        <translation>%1: %2 van %3 tests opgelost</translation>
    </message>
    <message>
        <source>Solves a range of official tests, checks every answer with the tester's rules, and keeps the best answer of each seed in the best-scores database (with the settings and the date). Prints each seed's score against the best before it, then the totals.</source>
        <translation>Lost een bereik van officiële tests op, controleert elk antwoord met de regels van de tester en bewaart het beste antwoord van elke startwaarde in de database met beste scores (met de instellingen en de datum). Toont de score van elke startwaarde tegenover de vorige beste, daarna de totalen.</translation>
    </message>
    <message>
        <source>Seeds: 1-100, 7, or 1-10,20 (default 1-10).</source>
        <translation>Startwaarden: 1-100, 7 of 1-10,20 (standaard 1-10).</translation>
    </message>
    <message>
        <source>Tests solved at once (default 1).</source>
        <translation>Tegelijk opgeloste tests (standaard 1).</translation>
    </message>
    <message>
        <source>Independent annealing runs per test, the best kept (default 1).</source>
        <translation>Onafhankelijke annealing-runs per test, de beste wordt bewaard (standaard 1).</translation>
    </message>
    <message>
        <source>The database file (default: %1).</source>
        <translation>Het databasebestand (standaard: %1).</translation>
    </message>
    <message>
        <source>Write the batch as a tournament of one solver into this database and stop, to solve it in shards on other machines (playbench-cli work, slurm submit, merge: docs/cluster.md).</source>
        <translation>De batch als toernooi van één oplosser in deze database schrijven en stoppen, om hem in shards op andere machines op te lossen (playbench-cli work, slurm submit, merge: docs/cluster.md).</translation>
    </message>
    <message>
        <source>Take the answers of a batch planned with --plan and played (merged) instead of solving: each is checked again and offered to the best-scores database.</source>
        <translation>De antwoorden nemen van een batch die met --plan is gepland en gespeeld (samengevoegd), in plaats van op te lossen: elk antwoord wordt opnieuw gecontroleerd en aangeboden aan de database met beste scores.</translation>
    </message>
    <message>
        <source>batch takes no file; the tests come from --seeds</source>
        <translation>batch neemt geen bestand; de tests komen van --seeds</translation>
    </message>
    <message>
        <source>--seeds takes ranges such as 1-100 or 1-10,20, not '%1'</source>
        <translation>--seeds neemt bereiken zoals 1-100 of 1-10,20, niet '%1'</translation>
    </message>
    <message>
        <source>playbench-cli: the best-scores database: %1</source>
        <translation>playbench-cli: de database met beste scores: %1</translation>
    </message>
    <message>
        <source>give --plan or --from, not both</source>
        <translation>geef --plan of --from op, niet beide</translation>
    </message>
    <message>
        <source>seed      score       best before   change</source>
        <translation>startw.   score       vorige beste  wijziging</translation>
    </message>
    <message>
        <source>first</source>
        <translation>eerste</translation>
    </message>
    <message>
        <source>new best (+%1)</source>
        <translation>nieuwe beste (+%1)</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>gelijk</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>total %1 over %2 tests; best kept %3; %4 new bests; %5 invalid; database %6</source>
        <translation>totaal %1 over %2 tests; beste bewaard %3; %4 nieuwe beste; %5 ongeldig; database %6</translation>
    </message>
    <message>
        <source>--seed 0 has no test: Java's SHA1PRNG ignores a seed of 0</source>
        <translation>--seed 0 heeft geen test: Java's SHA1PRNG negeert een startwaarde van 0</translation>
    </message>
    <message>
        <source>Time limit in seconds (default 10).</source>
        <translation>Tijdslimiet in seconden (standaard 10).</translation>
    </message>
    <message>
        <source>Independent annealing runs at once, the best kept (default 1).</source>
        <translation>Onafhankelijke annealing-runs tegelijk, de beste wordt bewaard (standaard 1).</translation>
    </message>
    <message>
        <source>Writes the official test of a seed in the contest's input format: N, C, the N*N cells ('.' or '#') one per line, then the points of king, queen, rook, bishop and knight.</source>
        <translation>Schrijft de officiële test van een startwaarde in het invoerformaat van de wedstrijd: N, C, de N*N cellen ('.' of '#') één per regel, daarna de punten van koning, dame, toren, loper en paard.</translation>
    </message>
    <message>
        <source>The test's seed (not 0).</source>
        <translation>De startwaarde van de test (niet 0).</translation>
    </message>
    <message>
        <source>Write to FILE instead of standard output.</source>
        <translation>Naar FILE schrijven in plaats van naar standaarduitvoer.</translation>
    </message>
    <message>
        <source>give the test's --seed</source>
        <translation>geef de --seed van de test op</translation>
    </message>
    <message>
        <source>give --seed S or an input file</source>
        <translation>geef --seed S of een invoerbestand op</translation>
    </message>
    <message>
        <source>Checks an answer with the official tester's rules and prints every fault (illegal characters, walls removed or added, illegal owners, attacks between players) with the pieces and squares involved, then each player's total, then the score alone on the last line (-1 when invalid). Exit status 0 when the answer is valid, 1 when not.</source>
        <translation>Controleert een antwoord met de regels van de officiële tester en toont elke fout (ongeldige tekens, verwijderde of toegevoegde muren, ongeldige eigenaars, aanvallen tussen spelers) met de betrokken stukken en velden, daarna het totaal van elke speler, en daarna alleen de score op de laatste regel (-1 als ongeldig). Afsluitstatus 0 als het antwoord geldig is, anders 1.</translation>
    </message>
    <message>
        <source>Check against the official test of this seed.</source>
        <translation>Controleren tegen de officiële test van deze startwaarde.</translation>
    </message>
    <message>
        <source>The test (without --seed).</source>
        <translation>De test (zonder --seed).</translation>
    </message>
    <message>
        <source>The answer ('-': standard input).</source>
        <translation>Het antwoord ('-': standaardinvoer).</translation>
    </message>
    <message>
        <source>give one answer file</source>
        <translation>geef één antwoordbestand op</translation>
    </message>
    <message>
        <source>invalid: %1: %2</source>
        <translation>ongeldig: %1: %2</translation>
    </message>
    <message>
        <source>valid (N=%1, C=%2)</source>
        <translation>geldig (N=%1, C=%2)</translation>
    </message>
    <message numerus="yes">
        <source>invalid: %n fault(s)</source>
        <translation>
            <numerusform>ongeldig: %n fout</numerusform>
            <numerusform>ongeldig: %n fouten</numerusform>
        </translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>speler %1: %2</translation>
    </message>
    <message>
        <source>Places pieces for a test and writes the answer in the contest's output format on standard output; its score, the annealing moves and the region draws go to standard error. The same --solver-seed and --iterations give the same answer everywhere; with only a time limit the answer depends on the machine's speed.</source>
        <translation>Plaatst stukken voor een test en schrijft het antwoord in het uitvoerformaat van de wedstrijd naar standaarduitvoer; de score, de annealing-zetten en de regiotrekkingen gaan naar standaardfout. Dezelfde --solver-seed en --iterations geven overal hetzelfde antwoord; met alleen een tijdslimiet hangt het antwoord af van de snelheid van de machine.</translation>
    </message>
    <message>
        <source>Solve the official test of this seed.</source>
        <translation>De officiële test van deze startwaarde oplossen.</translation>
    </message>
    <message>
        <source>Stop after N annealing moves (and ignore --time unless given too).</source>
        <translation>Stoppen na N annealing-zetten (en --time negeren, tenzij dat ook is opgegeven).</translation>
    </message>
    <message>
        <source>The test (without --seed; '-': standard input).</source>
        <translation>De test (zonder --seed; '-': standaardinvoer).</translation>
    </message>
    <message>
        <source>give the test once: --seed S or an input file</source>
        <translation>geef de test één keer op: --seed S of een invoerbestand</translation>
    </message>
    <message>
        <source>Classic peaceable queens (OEIS A250000): places white and black queens on an empty N x N board so that no queen attacks one of the other colour, maximising the smaller army (the Peaceable solver with queens only). Prints the board (W white, B black), each army, when the best was found, and on the last line the score.</source>
        <translation>Klassieke peaceable queens (OEIS A250000): plaatst witte en zwarte dames op een leeg N x N-bord zodat geen dame een dame van de andere kleur aanvalt, en maximaliseert het kleinste leger (de Peaceable-oplosser met alleen dames). Toont het bord (W wit, B zwart), elk leger, wanneer het beste werd gevonden, en op de laatste regel de score.</translation>
    </message>
    <message>
        <source>The board's side (1 to 50).</source>
        <translation>De zijde van het bord (1 tot en met 50).</translation>
    </message>
    <message>
        <source>Stop as soon as the score reaches K.</source>
        <translation>Stoppen zodra de score K bereikt.</translation>
    </message>
    <message>
        <source>queens takes no file; give the board's side with --n</source>
        <translation>queens neemt geen bestand; geef de zijde van het bord op met --n</translation>
    </message>
    <message>
        <source>give the board's side: --n N</source>
        <translation>geef de zijde van het bord op: --n N</translation>
    </message>
    <message>
        <source>%1 x %1: %2 white, %3 black queens; found after %4 s (%5 moves, %6 threads)</source>
        <translation>%1 x %1: %2 witte, %3 zwarte dames; gevonden na %4 s (%5 zetten, %6 threads)</translation>
    </message>
    <message>
        <source>The solver's own random seed (default 1).</source>
        <translation>De eigen willekeurige startwaarde van de oplosser (standaard 1).</translation>
    </message>
    <message>
        <source>Seconds per test (default 10).</source>
        <translation>Seconden per test (standaard 10).</translation>
    </message>
    <message>
        <source>unknown peaceable command '%1'</source>
        <translation>onbekend peaceable-commando '%1'</translation>
    </message>
    <message>
        <source>playbench-cli: %1: %2</source>
        <translation>playbench-cli: %1: %2</translation>
    </message>
    <message>
        <source>playbench-cli: sbatch %1 did not run: %2</source>
        <translation>playbench-cli: sbatch %1 is niet uitgevoerd: %2</translation>
    </message>
    <message>
        <source>playbench-cli: sbatch %1 failed (exit status %2): %3</source>
        <translation>playbench-cli: sbatch %1 is mislukt (afsluitstatus %2): %3</translation>
    </message>
    <message>
        <source>Submits a planned tournament (`tournament GAME ... --plan-only --db FILE`) to Slurm: a job array of N tasks, each playing one shard (`playbench-cli work --shard I/N`) with its own resources, and a merge job that runs after every task has ended (afterany) and folds their results into the database. The scripts are written beside the database (FILE.slurm-work.sh, FILE.slurm-merge.sh), logs too. Tasks are requeued by Slurm after a node failure or preemption; a task that ran out of time is finished by submitting again: each task plays only its shard's unplayed games. The database, the programs and every file the tournament reads must be on a path all nodes share.</source>
        <translation>Dient een gepland toernooi (`tournament GAME ... --plan-only --db FILE`) in bij Slurm: een taak-array van N deeltaken, die elk één shard spelen (`playbench-cli work --shard I/N`) met eigen resources, en een samenvoegtaak die draait nadat elke deeltaak is beëindigd (afterany) en hun resultaten samenvoegt in de database. De scripts worden naast de database geschreven (FILE.slurm-work.sh, FILE.slurm-merge.sh), de logboeken ook. Deeltaken worden door Slurm opnieuw in de wachtrij gezet na een storing van een knooppunt of na preemption; een deeltaak die door zijn tijd heen raakte, wordt voltooid door opnieuw in te dienen: elke deeltaak speelt alleen de ongespeelde partijen van zijn shard. De database, de programma's en elk bestand dat het toernooi leest, moeten op een pad staan dat alle knooppunten delen.</translation>
    </message>
    <message>
        <source>The planned tournament's database.</source>
        <translation>De database van het geplande toernooi.</translation>
    </message>
    <message>
        <source>Array tasks (shards) to split the games into.</source>
        <translation>Array-deeltaken (shards) waarover de partijen worden verdeeld.</translation>
    </message>
    <message>
        <source>Cores of each task: games it plays at once (default 1).</source>
        <translation>Cores van elke deeltaak: partijen die hij tegelijk speelt (standaard 1).</translation>
    </message>
    <message>
        <source>Slurm partition of both jobs.</source>
        <translation>Slurm-partitie van beide taken.</translation>
    </message>
    <message>
        <source>Time limit of each task and of the merge job (Slurm's format).</source>
        <translation>Tijdslimiet van elke deeltaak en van de samenvoegtaak (Slurm-formaat).</translation>
    </message>
    <message>
        <source>Memory of each task (Slurm's format, e.g. 2G).</source>
        <translation>Geheugen van elke deeltaak (Slurm-formaat, bijv. 2G).</translation>
    </message>
    <message>
        <source>Slurm account to charge.</source>
        <translation>Slurm-account dat wordt belast.</translation>
    </message>
    <message>
        <source>Slurm quality of service.</source>
        <translation>Slurm-quality of service.</translation>
    </message>
    <message>
        <source>Any further #SBATCH option for both jobs, e.g. --sbatch-option=--constraint=avx2 (repeated).</source>
        <translation>Elke verdere #SBATCH-optie voor beide taken, bijv. --sbatch-option=--constraint=avx2 (herhaalbaar).</translation>
    </message>
    <message>
        <source>playbench-cli as the nodes run it (default: this program, %1).</source>
        <translation>playbench-cli zoals de knooppunten het uitvoeren (standaard: dit programma, %1).</translation>
    </message>
    <message>
        <source>Wait for the merge job to end, then print the standings.</source>
        <translation>Wachten tot de samenvoegtaak klaar is en daarna de stand tonen.</translation>
    </message>
    <message>
        <source>Print the scripts and the sbatch commands; submit nothing.</source>
        <translation>De scripts en de sbatch-commando's tonen; niets indienen.</translation>
    </message>
    <message>
        <source>give --db and --shards</source>
        <translation>geef --db en --shards op</translation>
    </message>
    <message>
        <source>%1 holds no tournament</source>
        <translation>%1 bevat geen toernooi</translation>
    </message>
    <message>
        <source>playbench-cli: sbatch not found: run this on a machine that submits Slurm jobs, or use --dry-run to see the scripts</source>
        <translation>playbench-cli: sbatch niet gevonden: voer dit uit op een machine die Slurm-taken indient, of gebruik --dry-run om de scripts te zien</translation>
    </message>
    <message>
        <source>submitted %1 shards of %2 games (%3 played before) as job array %4</source>
        <translation>%1 shards van %2 partijen (%3 eerder gespeeld) ingediend als taak-array %4</translation>
    </message>
    <message>
        <source>merge job %1 runs after it; then: playbench-cli tournament show --db %2</source>
        <translation>samenvoegtaak %1 draait daarna; vervolgens: playbench-cli tournament show --db %2</translation>
    </message>
    <message>
        <source>name a slurm command: submit</source>
        <translation>noem een slurm-commando: submit</translation>
    </message>
    <message>
        <source>Usage: playbench-cli slurm submit --db FILE --shards N [options]
  submit  Play a planned tournament's shards as a Slurm job array, then merge.
</source>
        <translation>Gebruik: playbench-cli slurm submit --db FILE --shards N [options]
  submit  De shards van een gepland toernooi spelen als Slurm-taak-array, daarna samenvoegen.
</translation>
    </message>
    <message>
        <source>unknown slurm command '%1'</source>
        <translation>onbekend slurm-commando '%1'</translation>
    </message>
    <message>
        <source>The ICFP 2004 tournament (task section 3.2): every pair of brains plays twice on each world, once as red and once as black; a win scores 2 points, a draw 1. A brain's name is its file name without .ant. Worlds: the ten sample worlds of the contest (--worlds sample, the default), N contest worlds made by our generator from --world-seed on (the same worlds as 'ants generate --seed S', S+1, ...), or world files (--world, repeated).</source>
        <translation>Het ICFP 2004-toernooi (opgave, paragraaf 3.2): elk paar breinen speelt twee keer op elke wereld, een keer als rood en een keer als zwart; een overwinning levert 2 punten op, een gelijkspel 1. De naam van een brein is de bestandsnaam zonder .ant. Werelden: de tien voorbeeldwerelden van de wedstrijd (--worlds sample, de standaard), N wedstrijdwerelden gemaakt door onze generator vanaf --world-seed (dezelfde werelden als 'ants generate --seed S', S+1, ...), of wereldbestanden (--world, herhaald).</translation>
    </message>
    <message>
        <source>A brain (.ant); give at least two.</source>
        <translation>Een brein (.ant); geef er minstens twee op.</translation>
    </message>
    <message>
        <source>'sample' for the contest's ten sample worlds (default), or a number of generated contest worlds.</source>
        <translation>'sample' voor de tien voorbeeldwerelden van de wedstrijd (standaard), of een aantal gegenereerde wedstrijdwerelden.</translation>
    </message>
    <message>
        <source>The first generated world's seed (default 1).</source>
        <translation>De startwaarde van de eerste gegenereerde wereld (standaard 1).</translation>
    </message>
    <message>
        <source>A world file (repeated), instead of --worlds.</source>
        <translation>Een wereldbestand (herhaald), in plaats van --worlds.</translation>
    </message>
    <message>
        <source>The games' random seed (default 12345).</source>
        <translation>De willekeurige startwaarde van de partijen (standaard 12345).</translation>
    </message>
    <message>
        <source>The contest reference data (for the sample worlds).</source>
        <translation>De referentiegegevens van de wedstrijd (voor de voorbeeldwerelden).</translation>
    </message>
    <message>
        <source>give --brain at least twice</source>
        <translation>geef --brain minstens twee keer op</translation>
    </message>
    <message>
        <source>give either --worlds or --world</source>
        <translation>geef --worlds of --world op</translation>
    </message>
    <message>
        <source>--worlds takes 'sample' or a number of worlds from 1 to 10000, not '%1'</source>
        <translation>--worlds neemt 'sample' of een aantal werelden van 1 tot en met 10000, niet '%1'</translation>
    </message>
    <message>
        <source>An Arimaa round robin: every pair of players meets in N games, colours alternating (the first-listed player of a pair has Gold in the pair's first game), under a time control M/R/P/L/G/T as the official match rules define it, or untimed with a fixed thinking time per move. A player is a built-in bot (bot:random, bot:search, or bot:search:depth=N with its own search depth) or an AEI engine's command line. An engine that crashes, hangs, answers too late or plays an illegal move loses the game. One point per win; the standings rank by points, tied players share the rank.</source>
        <translation>Een Arimaa-competitie (round robin): elk paar spelers speelt N partijen tegen elkaar, met afwisselende kleuren (de eerstgenoemde speler van een paar speelt Goud in de eerste partij van het paar), met een bedenktijd M/R/P/L/G/T zoals de officiële wedstrijdregels die definiëren, of zonder klok met een vaste bedenktijd per zet. Een speler is een ingebouwde bot (bot:random, bot:search of bot:search:depth=N met een eigen zoekdiepte) of de opdrachtregel van een AEI-engine. Een engine die crasht, vastloopt, te laat antwoordt of een ongeldige zet speelt, verliest de partij. Eén punt per overwinning; de stand rangschikt op punten, spelers met gelijke punten delen de plaats.</translation>
    </message>
    <message>
        <source>The time control M/R/P/L/G/T (default %1).</source>
        <translation>De bedenktijd M/R/P/L/G/T (standaard %1).</translation>
    </message>
    <message>
        <source>Play without a clock, each bot or engine thinking this long per move.</source>
        <translation>Zonder klok spelen, waarbij elke bot of engine zo lang per zet nadenkt.</translation>
    </message>
    <message>
        <source>The built-in search bots search this many steps, whatever the clock (same games every run; default 0: by the clock).</source>
        <translation>De ingebouwde zoekbots zoeken zoveel stappen diep, ongeacht de klok (elke run dezelfde partijen; standaard 0: volgens de klok).</translation>
    </message>
    <message>
        <source>Seed of the built-in bots (default 1).</source>
        <translation>Startwaarde van de ingebouwde bots (standaard 1).</translation>
    </message>
    <message>
        <source>A player: bot:random, bot:search or an AEI engine's command line, with NAME= before it to name it (at least twice).</source>
        <translation>Een speler: bot:random, bot:search of de opdrachtregel van een AEI-engine, met NAME= ervoor om hem een naam te geven (minstens twee keer).</translation>
    </message>
    <message>
        <source>Games per pair, colours alternating (default 2).</source>
        <translation>Partijen per paar, met afwisselende kleuren (standaard 2).</translation>
    </message>
    <message>
        <source>give --%1 at least %2 times, not %3</source>
        <translation>geef --%1 minstens %2 keer op, niet %3</translation>
    </message>
    <message>
        <source>give --tc or --untimed-ms, not both</source>
        <translation>geef --tc of --untimed-ms op, niet beide</translation>
    </message>
    <message>
        <source>The finals of the Arimaa World Computer Championship 2015: floating quad elimination. Engines are given in seed order (the qualifier's ranking); everyone plays until their fourth loss (--lives), each round paired by the championship's rules (byes, repeats, loss differences, performance ratings by the Bradley-Terry model, seeds) and coloured by its six colour rules. The last player left is the champion; players tied for second get one more life and play on; third place goes to the most games won.</source>
        <translation>De finale van het Arimaa World Computer Championship 2015: floating quad elimination. Engines worden opgegeven in volgorde van seeding (de rangschikking van de kwalificatie); iedereen speelt tot zijn vierde verlies (--lives), elke ronde gepaard volgens de regels van het kampioenschap (byes, herhalingen, verschillen in verliezen, prestatieratings volgens het Bradley-Terry-model, seeding) en ingekleurd volgens de zes kleurregels. De laatst overgebleven speler is de kampioen; spelers die gelijk op de tweede plaats eindigen, krijgen één extra leven en spelen door; de derde plaats gaat naar wie de meeste partijen heeft gewonnen.</translation>
    </message>
    <message>
        <source>An entrant in seed order: an AEI engine's command line or a built-in bot, with NAME= before it to name it.</source>
        <translation>Een deelnemer in volgorde van seeding: de opdrachtregel van een AEI-engine of een ingebouwde bot, met NAME= ervoor om hem een naam te geven.</translation>
    </message>
    <message>
        <source>Losses that eliminate a player (default 4).</source>
        <translation>Verliezen waarna een speler is uitgeschakeld (standaard 4).</translation>
    </message>
    <message>
        <source>The qualifier of the Arimaa World Computer Championship 2015: every entrant plays every benchmark bot, colours alternating (the entrant has Gold first), up to --games games per bot, and stops against a bot once it has won four in a row. The score is the sum over the bots of the wins in the longest winning streak, at most 4 each; ties are broken by fewer losses before those streaks, then by the earlier completion. The first eight are the finals' seeds.</source>
        <translation>De kwalificatie van het Arimaa World Computer Championship 2015: elke deelnemer speelt tegen elke benchmarkbot, met afwisselende kleuren (de deelnemer speelt eerst Goud), tot --games partijen per bot, en stopt tegen een bot zodra hij vier keer op rij heeft gewonnen. De score is de som over de bots van de overwinningen in de langste winstreeks, elk hoogstens 4; bij gelijke stand beslissen eerst minder verliezen vóór die reeksen, daarna de eerdere voltooiing. De eerste acht vormen de seeding van de finale.</translation>
    </message>
    <message>
        <source>An entrant: an AEI engine's command line or a built-in bot, with NAME= before it to name it.</source>
        <translation>Een deelnemer: de opdrachtregel van een AEI-engine of een ingebouwde bot, met NAME= ervoor om hem een naam te geven.</translation>
    </message>
    <message>
        <source>A benchmark bot, given like an entrant (repeated); bot:search:depth=N is a built-in bot of a fixed strength.</source>
        <translation>Een benchmarkbot, opgegeven zoals een deelnemer (herhaald); bot:search:depth=N is een ingebouwde bot met een vaste sterkte.</translation>
    </message>
    <message>
        <source>Games at most per entrant and benchmark bot (default 20).</source>
        <translation>Hoogstens dit aantal partijen per deelnemer en benchmarkbot (standaard 20).</translation>
    </message>
    <message>
        <source>An entrant's gameroom rating, NAME=R (repeated): ranks the entrants that have no counted game, below those that have.</source>
        <translation>De gameroom-rating van een deelnemer, NAME=R (herhaald): rangschikt de deelnemers zonder getelde partij, onder die met een getelde partij.</translation>
    </message>
    <message>
        <source>give at least one --engine and one --benchmark</source>
        <translation>geef minstens één --engine en één --benchmark op</translation>
    </message>
    <message>
        <source>--rating %1: give NAME=R, R a number</source>
        <translation>--rating %1: geef NAME=R op, met R een getal</translation>
    </message>
    <message>
        <source>Technical failures in the championship (its rules on technical problems): sets a game of a tournament's database to be played again from one of its moves, with the clocks (reserves, game time) of that moment. A game halted midway (the tournament was stopped while it was played) resumes; a finished game is invalidated and replayed, unless a game of a later round has been played: then the round's results stand. The event and the reason are kept in the database and in the game's record. Run the tournament's command again to play the game.</source>
        <translation>Technische storingen in het kampioenschap (de regels ervan over technische problemen): stelt in dat een partij uit de database van een toernooi opnieuw wordt gespeeld vanaf een van haar zetten, met de klokstanden (reserves, partijtijd) van dat moment. Een halverwege onderbroken partij (het toernooi werd gestopt terwijl ze werd gespeeld) wordt hervat; een beëindigde partij wordt ongeldig verklaard en opnieuw gespeeld, tenzij er al een partij uit een latere ronde is gespeeld: dan blijven de resultaten van de ronde staan. Het voorval en de reden worden bewaard in de database en in het partijverslag. Voer het commando van het toernooi opnieuw uit om de partij te spelen.</translation>
    </message>
    <message>
        <source>The game, numbered as `tournament show` and --verbose number them.</source>
        <translation>De partij, genummerd zoals `tournament show` en --verbose ze nummeren.</translation>
    </message>
    <message>
        <source>The first move to play again, e.g. 23g: where the disadvantage first occurred.</source>
        <translation>De eerste zet die opnieuw wordt gespeeld, bijv. 23g: waar het nadeel voor het eerst optrad.</translation>
    </message>
    <message>
        <source>Why, for the record.</source>
        <translation>Waarom, voor het partijverslag.</translation>
    </message>
    <message>
        <source>give --%1</source>
        <translation>geef --%1 op</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>name</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partijen</translation>
    </message>
    <message>
        <source>%1 ranking:</source>
        <translation>Rangschikking %1:</translation>
    </message>
    <message>
        <source>%1 (gold) - %2 (silver): %3</source>
        <translation>%1 (goud) - %2 (zilver): %3</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>geen winnaar</translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation>bye: %1</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ronde %1: %2</translation>
    </message>
    <message>
        <source>champion: %1</source>
        <translation>kampioen: %1</translation>
    </message>
    <message>
        <source>second: %1</source>
        <translation>tweede: %1</translation>
    </message>
    <message>
        <source>Crosstable: the points of each row's player in its games against each column's</source>
        <translation>Kruistabel: de punten van de speler van elke rij in zijn partijen tegen die van elke kolom</translation>
    </message>
    <message>
        <source>halted at %1</source>
        <translation>onderbroken bij %1</translation>
    </message>
    <message>
        <source>result invalidated; replayed from %1</source>
        <translation>resultaat ongeldig verklaard; opnieuw gespeeld vanaf %1</translation>
    </message>
    <message>
        <source>resumed from %1</source>
        <translation>hervat vanaf %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1 tournament: %2 of %3 games finished</source>
        <translation>toernooi %1: %2 van %3 partijen voltooid</translation>
    </message>
    <message>
        <source>Technical failures:</source>
        <translation>Technische storingen:</translation>
    </message>
    <message>
        <source>  game %1: %2, %3</source>
        <translation>  partij %1: %2, %3</translation>
    </message>
    <message>
        <source>Write the plan (every game) into the database and stop, to play it in shards on other machines: `playbench-cli work`, `playbench-cli slurm submit` (docs/cluster.md).</source>
        <translation>Het plan (elke partij) in de database schrijven en stoppen, om het in shards op andere machines te spelen: `playbench-cli work`, `playbench-cli slurm submit` (docs/cluster.md).</translation>
    </message>
    <message>
        <source>The tournament's database (default GAME-tournament.sqlite here). Running the same command again resumes it.</source>
        <translation>De database van het toernooi (standaard GAME-tournament.sqlite hier). Hetzelfde commando opnieuw uitvoeren hervat het toernooi.</translation>
    </message>
    <message>
        <source>%1 tournament planned: %2 games (%3 already played) in %4; play them with `playbench-cli work --db %4 --shard I/N` for I = 1..N, or `playbench-cli slurm submit --db %4 --shards N`, then `playbench-cli merge --db %4`</source>
        <translation>toernooi %1 gepland: %2 partijen (%3 al gespeeld) in %4; speel ze met `playbench-cli work --db %4 --shard I/N` voor I = 1..N, of `playbench-cli slurm submit --db %4 --shards N`, daarna `playbench-cli merge --db %4`</translation>
    </message>
    <message>
        <source>%1 tournament: %2 games, %3 already played; %4 at once; database %5</source>
        <translation>toernooi %1: %2 partijen, %3 al gespeeld; %4 tegelijk; database %5</translation>
    </message>
    <message>
        <source>game %1 of %2: %3: %4</source>
        <translation>partij %1 van %2: %3: %4</translation>
    </message>
    <message>
        <source>%1 of %2 games (%3%), %4 elapsed, about %5 left</source>
        <translation>%1 van %2 partijen (%3%), %4 verstreken, nog ongeveer %5</translation>
    </message>
    <message>
        <source>game %1 (%2) halted at %3: kept; `playbench-cli arimaa wcc resume` can resume it from one of its moves, else it is played from the start</source>
        <translation>partij %1 (%2) onderbroken bij %3: bewaard; `playbench-cli arimaa wcc resume` kan haar hervatten vanaf een van haar zetten, anders wordt ze vanaf het begin gespeeld</translation>
    </message>
    <message>
        <source>stopped after %1 of %2 games; run the same command again to play the rest</source>
        <translation>gestopt na %1 van %2 partijen; voer hetzelfde commando opnieuw uit om de rest te spelen</translation>
    </message>
    <message>
        <source>Prints the standings of a tournament's database, finished or not (the standings of the games finished so far).</source>
        <translation>Toont de stand uit de database van een toernooi, voltooid of niet (de stand van de tot nu toe voltooide partijen).</translation>
    </message>
    <message>
        <source>Usage: playbench-cli tournament GAME [options]   play a contest's tournament
       playbench-cli tournament show --db FILE   its standings

Games:
</source>
        <translation>Gebruik: playbench-cli tournament GAME [options]   het toernooi van een wedstrijd spelen
         playbench-cli tournament show --db FILE   de stand ervan

Spellen:
</translation>
    </message>
    <message>
        <source>
Results go into an SQLite database (--db); stop it at any point and run the same command again: only the games not yet played are played. Exit status 3 when interrupted.
</source>
        <translation>
Resultaten gaan naar een SQLite-database (--db); stop op elk moment en voer hetzelfde commando opnieuw uit: alleen de nog niet gespeelde partijen worden gespeeld. Afsluitstatus 3 bij onderbreking.
</translation>
    </message>
    <message>
        <source>name a game (ants, less, honeycomb, peaceable, arimaa) or 'show'</source>
        <translation>noem een spel (ants, less, honeycomb, peaceable, arimaa) of 'show'</translation>
    </message>
    <message>
        <source>unknown tournament '%1': name a game (ants, less, honeycomb, peaceable, arimaa) or 'show'</source>
        <translation>onbekend toernooi '%1': noem een spel (ants, less, honeycomb, peaceable, arimaa) of 'show'</translation>
    </message>
    <message>
        <source>The ICFP 2015 qualifiers: each team's latest solution per problem and seed is scored; per problem the teams are ranked by the floor of the average over its seeds (ties: more distinct phrases of power), and the overall score is the sum of a team's problem ranks (smaller is better). The lightning ranking (move scores only) comes beside.</source>
        <translation>De kwalificatie van ICFP 2015: de laatste oplossing van elk team per probleem en startwaarde wordt gescoord; per probleem worden de teams gerangschikt op het naar beneden afgeronde gemiddelde over de startwaarden (bij gelijke stand: meer verschillende machtswoorden), en de totaalscore is de som van de probleemrangen van een team (kleiner is beter). De lightning-rangschikking (alleen zetscores) staat ernaast.</translation>
    </message>
    <message>
        <source>A team and its solutions files, NAME=FILE[,FILE...], in submission order: a later solution for the same problem and seed replaces an earlier one. A bare FILE[,FILE...] names the team after its first file. Repeat for each team.</source>
        <translation>Een team en zijn oplossingenbestanden, NAME=FILE[,FILE...], in volgorde van inzending: een latere oplossing voor hetzelfde probleem en dezelfde startwaarde vervangt een eerdere. Een kale FILE[,FILE...] geeft het team de naam van het eerste bestand. Herhaal voor elk team.</translation>
    </message>
    <message>
        <source>A problem file, or a folder whose problem files are all played; repeat for more (default: the qualifier problems 0-24 of the reference data).</source>
        <translation>Een probleembestand, of een map waarvan alle probleembestanden worden gespeeld; herhaal voor meer (standaard: de kwalificatieproblemen 0-24 uit de referentiegegevens).</translation>
    </message>
    <message>
        <source>%1: no problem files in this folder</source>
        <translation>%1: geen probleembestanden in deze map</translation>
    </message>
    <message>
        <source>tournament honeycomb takes its files with --team and --problems</source>
        <translation>tournament honeycomb neemt de bestanden met --team en --problems</translation>
    </message>
    <message>
        <source>give the teams with --team NAME=FILE[,FILE...]</source>
        <translation>geef de teams op met --team NAME=FILE[,FILE...]</translation>
    </message>
    <message>
        <source>--team takes NAME=FILE[,FILE...], not '%1'</source>
        <translation>--team neemt NAME=FILE[,FILE...], niet '%1'</translation>
    </message>
    <message>
        <source>A Less tournament as CodeCup 2017 played it: four players play all 24 seatings on one board, and each set of 24 games gets a newly generated board. With more than four players, each round splits them into groups of four (the others sit the round out) so that everyone plays equally often and meets every other player as evenly as possible; each group plays its sets on boards of its own. A game gives each player the task's score (0 to 20; a program that crashes, runs out of time or sends an invalid turn scores 0). The standings rank by total points.</source>
        <translation>Een Less-toernooi zoals CodeCup 2017 het speelde: vier spelers spelen alle 24 plaatsverdelingen op één bord, en elke set van 24 partijen krijgt een nieuw gegenereerd bord. Met meer dan vier spelers verdeelt elke ronde hen in groepen van vier (de anderen slaan de ronde over), zodat iedereen even vaak speelt en elke andere speler zo gelijkmatig mogelijk treft; elke groep speelt haar sets op eigen borden. Een partij geeft elke speler de score uit de opgave (0 tot en met 20; een programma dat crasht, door zijn tijd heen raakt of een ongeldige beurt stuurt, krijgt 0). De stand rangschikt op totaal aantal punten.</translation>
    </message>
    <message>
        <source>A player: bot:random, bot:greedy, bot:search, bot:mcts or a program's command line, with NAME= before it to name it (at least four times).</source>
        <translation>Een speler: bot:random, bot:greedy, bot:search, bot:mcts of de opdrachtregel van een programma, met NAME= ervoor om hem een naam te geven (minstens vier keer).</translation>
    </message>
    <message>
        <source>Sets of 24 games each group plays in a round, each on a new board (default 1).</source>
        <translation>Sets van 24 partijen die elke groep in een ronde speelt, elk op een nieuw bord (standaard 1).</translation>
    </message>
    <message>
        <source>Rounds of groups (default: the fewest that let everyone play equally often: 1 for 4 or 8 players, 5 for 5, 3 for 6; a number given must be a multiple of it).</source>
        <translation>Rondes van groepen (standaard: het kleinste aantal waarmee iedereen even vaak speelt: 1 bij 4 of 8 spelers, 5 bij 5, 3 bij 6; een opgegeven aantal moet daar een veelvoud van zijn).</translation>
    </message>
    <message>
        <source>Seed of the draw, the boards (the k-th board is `less generate --seed S+k`'s) and the bots (default 1).</source>
        <translation>Startwaarde van de loting, de borden (het k-de bord is dat van `less generate --seed S+k`) en de bots (standaard 1).</translation>
    </message>
    <message>
        <source>give --player at least four times, not %1</source>
        <translation>geef --player minstens vier keer op, niet %1</translation>
    </message>
    <message>
        <source>The TCO19 final's marathon scoring: every solver solves every official test of the seeds; on each test a solver scores its result divided by the best result on that test, summed over the tests (the raw scores are summed beside). A program reads the test on its standard input and writes its answer on its standard output within the time per test; if it crashes, runs out of time or answers wrongly it scores 0 on that test.</source>
        <translation>De marathonscore van de TCO19-finale: elke oplosser lost elke officiële test van de startwaarden op; op elke test scoort een oplosser zijn resultaat gedeeld door het beste resultaat op die test, opgeteld over de tests (de ruwe scores worden ernaast opgeteld). Een programma leest de test op zijn standaardinvoer en schrijft zijn antwoord op zijn standaarduitvoer binnen de tijd per test; als het crasht, door zijn tijd heen raakt of verkeerd antwoordt, scoort het 0 op die test.</translation>
    </message>
    <message>
        <source>A solver: 'solver' (ours), 'solver:threads=2,seed=7' (ours with settings; iterations=N gives it a budget of moves instead of the time, the same answers on every machine), or a program's command line ('./mine --fast'), run under the tester's I/O; NAME=SPEC names it. Repeat for each solver.</source>
        <translation>Een oplosser: 'solver' (de onze), 'solver:threads=2,seed=7' (de onze met instellingen; iterations=N geeft hem een budget aan zetten in plaats van de tijd, met op elke machine dezelfde antwoorden), of de opdrachtregel van een programma ('./mine --fast'), uitgevoerd onder de I/O van de tester; NAME=SPEC geeft hem een naam. Herhaal voor elke oplosser.</translation>
    </message>
    <message>
        <source>Seeds of the tests: 1-100, 7, or 1-10,20 (default 1-10).</source>
        <translation>Startwaarden van de tests: 1-100, 7 of 1-10,20 (standaard 1-10).</translation>
    </message>
    <message>
        <source>tournament peaceable takes its solvers with --solver</source>
        <translation>tournament peaceable neemt de oplossers met --solver</translation>
    </message>
    <message>
        <source>give the solvers with --solver SPEC ('solver' is ours)</source>
        <translation>geef de oplossers op met --solver SPEC ('solver' is de onze)</translation>
    </message>
    <message>
        <source>--solver '%1': %2</source>
        <translation>--solver '%1': %2</translation>
    </message>
    <message>
        <source>  seed %1 (%2 x %2, %3 players): score %4%5, bound %9 (%10%), %6 M moves, %7 region draws, %8 s</source>
        <translation>  startwaarde %1 (%2 x %2, %3 spelers): score %4%5, bovengrens %9 (%10%), %6 M zetten, %7 regiotrekkingen, %8 s</translation>
    </message>
    <message>
        <source>  total: %1, bounds %2 (%3%)</source>
        <translation>  totaal: %1, bovengrenzen %2 (%3%)</translation>
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
        <translation>Gebruik: playbench-cli peaceable gen --seed S [--output FILE]
         playbench-cli peaceable check --seed S ANSWER
         playbench-cli peaceable check INPUT ANSWER
         playbench-cli peaceable solve (--seed S | INPUT) [--time SECONDS] [--iterations N] [--solver-seed N] [--threads N]
         playbench-cli peaceable batch [--seeds 1-100] [--time SECONDS] [--jobs N] [--threads N] [--db FILE]
         playbench-cli peaceable queens --n N [--time SECONDS] [--target K] [--solver-seed N] [--threads N]
         playbench-cli peaceable bound (--seed S | INPUT) [--queens-only]

  gen    De test van een startwaarde in het invoerformaat van de wedstrijd schrijven (byte voor byte
         die van de officiële tester: Java's SHA1PRNG met startwaarde S).
  check  Een antwoord (in het uitvoerformaat van de wedstrijd) controleren zoals de tester dat doet,
         elke fout tonen met de betrokken stukken en velden, het totaal van elke speler, en op de
         laatste regel de score: het totaal van de laagste speler, -1 als het antwoord ongeldig is.
  solve  Stukken plaatsen (met flood fill gevulde regio's, daarna simulated annealing) en het
         antwoord in het uitvoerformaat van de wedstrijd schrijven; de score gaat naar standaardfout.
  batch  Een bereik van startwaarden oplossen, het beste antwoord van elke startwaarde bewaren in
         de database met beste scores (SQLite) en nieuwe beste scores tegenover de oude tonen.
  queens Klassieke peaceable queens (OEIS A250000): zo veel mogelijk witte en zwarte dames op een
         leeg N x N-bord, waarbij geen dame een dame van de andere kleur aanvalt; toont het bord
         (W, B, .) en op de laatste regel de score, min(wit, zwart).
  bound  Een bovengrens voor de best mogelijke score van de test (geen antwoord scoort hoger) en
         hoe die werd verkregen; alleen de bovengrens op de laatste regel.

ANSWER of INPUT '-' leest van standaardinvoer.
</translation>
    </message>
    <message>
        <source>Prints an upper bound on the best possible score of a test, proven as written at the top of core/peaceable/bound.h: every piece is worth at most the best piece, and the players' regions must meet somewhere, where pieces lose points. Then its parts, and the bound alone on the last line.</source>
        <translation>Toont een bovengrens voor de best mogelijke score van een test, bewezen zoals beschreven bovenaan core/peaceable/bound.h: elk stuk is hoogstens zoveel waard als het beste stuk, en de regio's van de spelers moeten ergens aan elkaar grenzen, waar stukken punten verliezen. Daarna de onderdelen ervan, en op de laatste regel alleen de bovengrens.</translation>
    </message>
    <message>
        <source>Bound the official test of this seed.</source>
        <translation>De bovengrens bepalen voor de officiële test van deze startwaarde.</translation>
    </message>
    <message>
        <source>Allow queens only (as peaceable queens does).</source>
        <translation>Alleen dames toestaan (zoals peaceable queens doet).</translation>
    </message>
    <message>
        <source>N=%1, C=%2: %3 free cells, best piece %4 points%5</source>
        <translation>N=%1, C=%2: %3 vrije cellen, beste stuk %4 punten%5</translation>
    </message>
    <message>
        <source> (queens only)</source>
        <translation> (alleen dames)</translation>
    </message>
    <message>
        <source>trivial bound (every free cell a best piece, shared evenly): %1</source>
        <translation>triviale bovengrens (elke vrije cel een beste stuk, gelijk verdeeld): %1</translation>
    </message>
    <message>
        <source>boundary charge: %1 points per orthogonal, %2 per diagonal transition</source>
        <translation>grenskosten: %1 punten per orthogonale, %2 per diagonale overgang</translation>
    </message>
    <message>
        <source>at the bound every player has at least %1 pieces; their regions' boundaries cost at least %2 points in all</source>
        <translation>bij de bovengrens heeft elke speler minstens %1 stukken; de grenzen van hun regio's kosten in totaal minstens %2 punten</translation>
    </message>
    <message>
        <source>bound: %1 (%2% of the trivial bound)</source>
        <translation>bovengrens: %1 (%2% van de triviale bovengrens)</translation>
    </message>
    <message>
        <source>name a peaceable command: gen, check, solve, batch, queens or bound</source>
        <translation>noem een peaceable-commando: gen, check, solve, batch, queens of bound</translation>
    </message>
    <message>
        <source>Solves the Honeycomb qualifier problems of --problems with all 18 phrases of power, one problem after another on one thread, each for --time seconds split evenly over its seeds (or --runs games per seed, which does not depend on the machine's speed). Every solution is scored on the engine. Prints per problem the seeds, the problem's score (the contest's average over its seeds), the best real contest solutions of expected-scores.jsonl scored the same way, and the ratio; then the total against 595,537, the second-placed team's best total (only the total is known).</source>
        <translation>Lost de problemen van de Honeycomb-kwalificatieronde van --problems op met alle 18 machtswoorden, het ene probleem na het andere op één thread, elk gedurende --time seconden, gelijk verdeeld over de startwaarden ervan (of --runs partijen per startwaarde, wat niet afhangt van de snelheid van de machine). Elke oplossing wordt gescoord op de engine. Toont per probleem de startwaarden, de score van het probleem (het gemiddelde van de wedstrijd over de startwaarden ervan), de beste echte wedstrijdoplossingen van expected-scores.jsonl, op dezelfde manier gescoord, en de verhouding; daarna het totaal tegenover 595.537, het beste totaal van het team op de tweede plaats (alleen het totaal is bekend).</translation>
    </message>
    <message>
        <source>Problems: 0-24, 7, or 0-4,14 (default 0-24).</source>
        <translation>Problemen: 0-24, 7 of 0-4,14 (standaard 0-24).</translation>
    </message>
    <message>
        <source>Seconds per problem, split evenly over its seeds (default 10).</source>
        <translation>Seconden per probleem, gelijk verdeeld over de startwaarden ervan (standaard 10).</translation>
    </message>
    <message>
        <source>Games per seed instead of a time (the first with the tuned heuristics, the others varied); the best is kept.</source>
        <translation>Partijen per startwaarde in plaats van een tijd (de eerste met de afgestemde heuristiek, de andere gevarieerd); de beste wordt bewaard.</translation>
    </message>
    <message>
        <source>Lock positions of each unit tried with the next unit's best after them (0: greedy; default %1).</source>
        <translation>Vastzetposities per eenheid die worden geprobeerd met daarna de beste van de volgende eenheid (0: gretig; standaard %1).</translation>
    </message>
    <message>
        <source>One JSON object per problem and line, then the total.</source>
        <translation>Eén JSON-object per probleem en regel, daarna het totaal.</translation>
    </message>
    <message>
        <source>--problems takes ids such as 0-24 or 0-4,14, not '%1'</source>
        <translation>--problems neemt id's zoals 0-24 of 0-4,14, niet '%1'</translation>
    </message>
    <message>
        <source>Honeycomb solver, all 18 phrases, games per seed: %1, one thread</source>
        <translation>Honeycomb-oplosser, alle 18 machtswoorden, partijen per startwaarde: %1, één thread</translation>
    </message>
    <message>
        <source>Honeycomb solver, all 18 phrases, %1 s per problem, one thread</source>
        <translation>Honeycomb-oplosser, alle 18 machtswoorden, %1 s per probleem, één thread</translation>
    </message>
    <message>
        <source>problem  seeds      score  best known   ratio  phrases  games  seconds</source>
        <translation>probl. startw.      score beste bekend  verh. machtsw. partijen seconden</translation>
    </message>
    <message>
        <source>total %1, best known %2 (%3%); the mark 595,537 (the second-placed team's best, problems 0-24): %4%</source>
        <translation>totaal %1, beste bekende %2 (%3%); de maatstaf 595.537 (het beste totaal van het team op de tweede plaats, problemen 0-24): %4%</translation>
    </message>
    <message>
        <source>* best known covers only some of the problem's seeds (the others count 0)</source>
        <translation>* beste bekend omvat slechts een deel van de startwaarden van het probleem (de overige tellen als 0)</translation>
    </message>
    <message>
        <source>%1 solutions were invalid</source>
        <translation>%1 oplossingen waren ongeldig</translation>
    </message>
    <message>
        <source>score %1 (%2 moves, %3 region draws, %4 layout moves)</source>
        <translation>score %1 (%2 zetten, %3 regiotrekkingen, %4 indelingszetten)</translation>
    </message>
    <message>
        <source>Take the result of every game that another tournament's database (repeat for more) played with the very same settings, instead of playing it again: for ants, the same two brain texts, world, seed and rounds (a changed brain is played again, its unchanged opponents' games are not). Games that depend on programs or clocks are always played.</source>
        <translation>Neem de uitslag over van elk spel dat de database van een ander toernooi (herhaal voor meer) met precies dezelfde instellingen speelde, in plaats van het opnieuw te spelen: bij mieren dezelfde twee breinteksten, wereld, seed en rondes (een gewijzigd brein speelt opnieuw, de spellen van zijn ongewijzigde tegenstanders onderling niet). Spellen die van programma's of klokken afhangen, worden altijd gespeeld.</translation>
    </message>
    <message>
        <source>reused %1 of %2 unplayed games from %3</source>
        <translation>%1 van %2 ongespeelde spellen overgenomen uit %3</translation>
    </message>
    <message>
        <source>
Each also takes --jobs N (default: all cores), --db FILE, --reuse FILE, --json, --verbose and --plan-only.
</source>
        <translation>
Elk neemt ook --jobs N (standaard: alle cores), --db FILE, --reuse FILE, --json, --verbose en --plan-only.
</translation>
    </message>
    <message>
        <source>Plays BRAIN (.ant, or .antl compiled) against each opponent on the contest's ten sample worlds, once as red and once as black on each, for every seed, and prints its wins, draws and losses against each and in all, with the food on both hills per game. The games are deterministic: the same brains and seeds give the same figures on any machine.</source>
        <translation>Speelt BRAIN (.ant, of .antl gecompileerd) tegen elke tegenstander op de tien voorbeeldwerelden van de wedstrijd, op elk eenmaal als rood en eenmaal als zwart, voor elke seed, en toont zijn winsten, gelijke spellen en verliezen tegen elk en in totaal, met het voedsel op beide heuvels per spel. De spellen zijn deterministisch: dezelfde breinen en seeds geven op elke machine dezelfde cijfers.</translation>
    </message>
    <message>
        <source>The opponents: 'winners' (the six 2004 winners' brains, the default), 'all' (the 21 valid reference brains), or a brain file; repeat to add more.</source>
        <translation>De tegenstanders: 'winners' (de breinen van de zes winnaars van 2004, standaard), 'all' (de 21 geldige referentiebreinen) of een breinbestand; herhaal voor meer.</translation>
    </message>
    <message>
        <source>The games' seeds: 12345, 1-32, or 12345,777,5-32 (default 12345).</source>
        <translation>De seeds van de spellen: 12345, 1-32 of 12345,777,5-32 (standaard 12345).</translation>
    </message>
    <message>
        <source>The brain to measure (.ant or .antl).</source>
        <translation>Het te meten brein (.ant of .antl).</translation>
    </message>
    <message>
        <source>bench ants-brain takes one brain</source>
        <translation>bench ants-brain neemt één brein</translation>
    </message>
    <message>
        <source>--seeds takes seeds from 1 to 4294967295, like 12345 or 1-32 or 12345,5-32, not '%1'</source>
        <translation>--seeds neemt seeds van 1 tot 4294967295, zoals 12345 of 1-32 of 12345,5-32, niet '%1'</translation>
    </message>
    <message>
        <source>no brains there</source>
        <translation>daar staan geen breinen</translation>
    </message>
    <message>
        <source>playbench-cli: %1 games stopped early (an ant reached a state past the end of its brain); they count as they stood</source>
        <translation>playbench-cli: %1 spellen stopten vroeg (een mier bereikte een toestand voorbij het einde van zijn brein); ze tellen zoals ze stonden</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>%1 against %2 brains: %3 seeds x 10 sample worlds x 2 colours, %4 games in %5 s</source>
        <translation>%1 tegen %2 breinen: %3 seeds x 10 voorbeeldwerelden x 2 kleuren, %4 spellen in %5 s</translation>
    </message>
    <message>
        <source>opponent                     wins  draws losses   food (per game, ours : theirs)</source>
        <translation>tegenstander               winst  gelijk verlies  voedsel (per spel, ons : hun)</translation>
    </message>
    <message>
        <source>%1, by seat (wins-draws-losses, mean food difference ours - theirs per game):</source>
        <translation>%1, per plaats (winst-gelijk-verlies, gemiddeld voedselverschil ons - hun per spel):</translation>
    </message>
    <message>
        <source>Also print, against each opponent, every seat (world and colour): its wins, draws and losses over the seeds and the mean food difference (always in the JSON).</source>
        <translation>Toon ook, tegen elke tegenstander, elke plaats (wereld en kleur): winst, gelijkspel en verlies over de seeds en het gemiddelde voedselverschil (in de JSON altijd).</translation>
    </message>
    <message>
        <source>Solves the official Peaceable tests of --seeds one after another for --time seconds each, scores every answer with the checker and prints the table: score, a public finalist's score on seeds 1 to 10 and the ratio, the test's upper bound (core/peaceable/bound.h: no answer scores more) and the score's share of it, moves and region draws, and the totals. With --runs each test is solved several times and judged by its lowest score. Run it on a quiet machine: the scores depend on the machine's speed.</source>
        <translation>Lost de officiële Peaceable-tests van --seeds na elkaar op, elk --time seconden, beoordeelt elk antwoord met de controleur en toont de tabel: score, de score van een openbare finalist op seeds 1 tot 10 en de verhouding, de bovengrens van de test (core/peaceable/bound.h: geen antwoord scoort meer) en het aandeel van de score daarin, zetten en regio-indelingen, en de totalen. Met --runs wordt elke test meermaals opgelost en beoordeeld op zijn laagste score. Draai het op een rustige machine: de scores hangen af van de snelheid van de machine.</translation>
    </message>
    <message>
        <source>Independent annealing runs per solve, the best kept (default 1).</source>
        <translation>Onafhankelijke annealing-runs per oplossing, de beste telt (standaard 1).</translation>
    </message>
    <message>
        <source>Solves per test, with solver seeds S, S + 1, ...; the lowest score counts (default 1).</source>
        <translation>Oplossingen per test, met solver-seeds S, S + 1, ...; de laagste score telt (standaard 1).</translation>
    </message>
    <message>
        <source> (lowest of %1)</source>
        <translation> (laagste van %1)</translation>
    </message>
    <message>
        <source>  mean of the ratios to the finalist: %1% (issue 21's mark: 105%); seeds below the finalist: %2</source>
        <translation>  gemiddelde van de verhoudingen tot de finalist: %1% (norm van issue 21: 105%); seeds onder de finalist: %2</translation>
    </message>
    <message>
        <source>Peaceable solver, %1 s per test, threads: %2, runs per test: %3 (solver seeds from %4); the lowest run counts</source>
        <translation>Peaceable-solver, %1 s per test, threads: %2, runs per test: %3 (solver-seeds vanaf %4); de laagste run telt</translation>
    </message>
    <message>
        <source>world</source>
        <translation>wereld</translation>
    </message>
    <message>
        <source>as red</source>
        <translation>als rood</translation>
    </message>
    <message>
        <source>as black</source>
        <translation>als zwart</translation>
    </message>
    <message>
        <source>Times Less turn generation and the exact final rush on one thread. Positions come from random legal games (seeded) on the Figure 1 board and generated boards 1 to 9: every legal turn sequence of the colour to move is enumerated (and, separately, reduced to distinct results); rushes are solved for each colour at the games' ends and from the start corners (the longest rushes); the rush table is built and looked up; the tree-search bot (level 4) plays the first turns of a game with a fixed number of playouts. Best of --repeat runs.</source>
        <translation>Meet de beurtgeneratie van Less en de exacte eindsprint op één thread. Stellingen komen uit willekeurige geldige partijen (met startwaarde) op het bord van figuur 1 en de gegenereerde borden 1 tot en met 9: elke geldige reeks beurten van de kleur die aan zet is, wordt opgesomd (en daarnaast herleid tot verschillende resultaten); eindsprints worden voor elke kleur opgelost aan het einde van de partijen en vanuit de starthoeken (de langste eindsprints); de eindsprinttabel wordt gebouwd en doorzocht; de boomzoekbot (niveau 4) speelt de eerste beurten van een partij met een vast aantal playouts. Beste van --repeat runs.</translation>
    </message>
    <message>
        <source>  tree search (level 4, %1 playouts a turn, the first %2 turns on Figure 1): %3 playouts/s</source>
        <translation>  boomzoeken (niveau 4, %1 playouts per beurt, de eerste %2 beurten op het bord van figuur 1): %3 playouts/s</translation>
    </message>
    <message>
        <source>    turns played: %1</source>
        <translation>    gespeelde beurten: %1</translation>
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
        <translation>Gebruik: playbench-cli bench ants [options]
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
Snelheidscijfers; 'playbench-cli bench ants --help' voor de opties.
</translation>
    </message>
    <message>
        <source>Runs the goal search (can a side get a rabbit to its goal within 4 steps, with helpers, pushes and pulls) on the 485 positions of arimaa/goal-in-one-positions.txt for both colours, checks each answer against the full move generator and the file's verdicts, and times both on one thread, best of --repeat runs.</source>
        <translation>Voert de doelzoektocht uit (kan een kant een konijn binnen 4 stappen naar zijn doel brengen, met helpers, duwen en trekken) op de 485 stellingen van arimaa/goal-in-one-positions.txt voor beide kleuren, controleert elk antwoord tegen de volledige zettengenerator en de oordelen van het bestand, en timet beide op één thread, de beste van --repeat runs.</translation>
    </message>
    <message>
        <source>%1: no goal positions</source>
        <translation>%1: geen doelstellingen</translation>
    </message>
    <message>
        <source>goal search, %1 positions (both colours of %2 diagrams), 4 steps, best of %3 on one thread</source>
        <translation>doelzoektocht, %1 stellingen (beide kleuren van %2 diagrammen), 4 stappen, de beste van %3 op één thread</translation>
    </message>
    <message>
        <source>  goals: %1, %2 of them need more than a lone rabbit's walk</source>
        <translation>  doelen: %1, waarvan %2 meer nodig hebben dan de wandeling van één konijn</translation>
    </message>
    <message>
        <source>  agrees with the move generator: %1 of %2; with the file's verdicts: %3 of %4</source>
        <translation>  klopt met de zettengenerator: %1 van %2; met de oordelen van het bestand: %3 van %4</translation>
    </message>
    <message>
        <source>  goal search: %1 s, %2 searches/s, %3 nodes</source>
        <translation>  doelzoektocht: %1 s, %2 zoektochten/s, %3 knooppunten</translation>
    </message>
    <message>
        <source>  move generator: %1 s (%2 times the goal search's time)</source>
        <translation>  zettengenerator: %1 s (%2 keer de tijd van de doelzoektocht)</translation>
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
        <translation>Gebruik: playbench-cli &lt;game&gt; &lt;command&gt; [options]
         playbench-cli bench &lt;game&gt; [options]
         playbench-cli tournament &lt;game&gt; [options] | tournament show --db FILE
         playbench-cli work --db FILE --shard I/N | merge --db FILE | slurm submit --db FILE --shards N

De engines van Playbench vanaf de opdrachtregel.

Spellen en commando's:
  ants run       ICFP 2004-mierenpartijen spelen en de eindtoestand tonen (voedsel, mieren, winnaar).
  ants check     Mierenbreinen (.ant) en werelden (.world) controleren en elk probleem tonen.
  ants compile   Een breinprogramma (.antl, docs/ant-language.md) compileren tot een .ant-brein.
  ants generate  Een willekeurige wedstrijdwereld (opgave, paragraaf 3.1) voor een startwaarde schrijven.
  ants diff      De eerste ronde en cel vinden waar twee dump-traces verschillen, of een dump
                 en een nieuwe simulatie (--world, --red, --black).
  honeycomb score  ICFP 2015 Honeycomb-oplossingen op een probleem scoren (per startwaarde en
                 de score van het probleem).
  less moves     De geldige Less-beurten (CodeCup 2017) van een kleur met hun kosten tonen.
  less rush      Het exacte kleinste aantal zetten van de eindsprint van een kleur, en één manier om die te spelen.
  less show      Een Less-bord met zijn muren en stukken tekenen.
  less generate  De muurstring van een willekeurig Less-bord tonen (16 tegels, met startwaarde).
  less play      Een Less-partij (of alle 24 plaatsverdelingen) tussen programma's en bots leiden als scheidsrechter.
  arimaa replay  De partijen van een archief van arimaa.com opnieuw spelen en elk resultaat en
                 elke afloop vergelijken met het partijverslag.
  arimaa moves   De verschillende geldige Arimaa-zetten tellen van elke stelling in een diagrambestand.
  arimaa match   Arimaa-partijen spelen tussen twee AEI-engines met een bedenktijd
                 (afwisselende kleuren) en de partijen in de officiële notatie schrijven.
  peaceable gen  De officiële test van Peaceable pieces (TCO19-finale) van een startwaarde schrijven.
  peaceable check  Een Peaceable-antwoord controleren en scoren zoals de tester van de wedstrijd dat doet.
  peaceable solve  Peaceable-stukken plaatsen voor een test (regio's + annealing, tijdslimiet).
  peaceable batch  Een bereik van startwaarden oplossen en de beste antwoorden in een SQLite-tabel bewaren.
  peaceable queens  Klassieke peaceable queens: dames in twee kleuren op een leeg n x n-bord.
  peaceable bound  Een bovengrens voor de best mogelijke score van een Peaceable-test.
  tournament GAME  Het toernooi van een wedstrijd spelen (ants, less, honeycomb, peaceable, arimaa)
                 op alle cores in een SQLite-database; kan worden hervat.
  tournament show  De stand uit de database van een toernooi.
  work           Eén shard van een gepland toernooi (tournament ... --plan-only) spelen in
                 een eigen resultaatbestand, op elke machine (docs/cluster.md).
  merge          De resultaatbestanden van de shards samenvoegen in de database van het toernooi.
  slurm submit   De shards van een gepland toernooi spelen als Slurm-taak-array, daarna samenvoegen.
  bench ants     De tijd meten van volledige mierenpartijen van 100.000 rondes.
  bench ants-diff  De tijd meten van het vergelijken van dump-traces (de dump van de wedstrijd, gemapt en live).
  bench ants-tournament  Het toernooi van 4.200 partijen van de referentiebreinen spelen.
  bench honeycomb  De tijd meten van het scoren van de Honeycomb-oplossingen van de wedstrijd.
  bench less     De tijd meten van de beurtgeneratie en het oplossen van de eindsprint in Less.
  bench less-bots  Twee botniveaus als teams tegen elkaar laten spelen (bijv. de boomzoekbot tegen de gretige bot).
  bench arimaa   De tijd meten van het genereren van elke verschillende Arimaa-zet van 32 benchmarkstellingen.
  bench arimaa-goal  De Arimaa-doelzoektocht op 485 referentiestellingen controleren en timen.
  bench arimaa-bot  De diepte en de knooppunten per seconde van de Arimaa-zoekbot in een vaste tijd.
  bench peaceable  Peaceable-startwaarden 1-10 oplossen op één thread; scores tegenover die van een finalist en de bovengrens.

Opties:
  -h, --help     Deze help tonen; 'playbench-cli ants run --help' toont die van een commando.
  -v, --version  De versie tonen.
  --program-memory-mb N  Vóór de naam van het spel: het beschrijfbare geheugen dat elk extern
                 programma (Less-programma's, AEI-engines, oplosserprogramma's) mag gebruiken, in MB
                 (standaard 4096, 0 voor geen limiet; ook PLAYBENCH_PROGRAM_MEMORY_MB).
  --program-output-mb N  Vóór de naam van het spel: de maximale uitvoer die een programma tijdens
                 zijn hele levensduur mag schrijven, stdout en stderr samen, in MB; daarboven wordt
                 het programma gestopt en als gecrasht beoordeeld (standaard 256, 0 voor geen limiet;
                 ook PLAYBENCH_PROGRAM_OUTPUT_MB).

Afsluitstatus: 0 bij succes, 1 bij ongeldige invoer (een defect bestand, een partij die door een
fout stopte, traces die verschillen), 2 bij onjuist gebruik.
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
        <translation>Gebruik: playbench-cli arimaa replay ARCHIVE [--json]
         playbench-cli arimaa moves POSITION_FILE [--json]
         playbench-cli arimaa eval POSITION_FILE [--steps N] [--json]
         playbench-cli arimaa match --gold CMD --silver CMD --tc TC [--games N] [--out FILE]
                                    [--archive FILE] [--ponder] [--jobs N] [--json]
         playbench-cli arimaa wcc qualifier --engine [NAME=]SPEC ... --benchmark [NAME=]SPEC ... [--games 20]
         playbench-cli arimaa wcc finals --engine [NAME=]SPEC ... [--tc TC] [--lives 4] [--db FILE] [--json]
         playbench-cli arimaa wcc resume --db FILE --game N --from MOVE [--reason TEXT]

  replay  Elke partij van een archiefbestand van arimaa.com opnieuw spelen (kolommen gescheiden
          door tabs, met een kopregel) en ons resultaat en de afloop vergelijken met het partijverslag.
  moves   De verschillende geldige zetten tellen van elke stelling in een bestand met diagrammen.
  eval    De evaluatie van de zoekbot voor elke stelling in een bestand met diagrammen, term voor term.
  match   Partijen spelen tussen twee AEI-engines met een bedenktijd, met afwisselende kleuren.
  wcc qualifier  De kwalificatie van het kampioenschap tegen benchmarkbots (score op basis van reeksen).
  wcc finals  De finale van het World Computer Championship 2015 (floating quad elimination),
          ronde voor ronde in een toernooidatabase; kan worden hervat.
  wcc resume  Na een technische storing: een onderbroken of beëindigde partij uit de database wordt
          opnieuw gespeeld vanaf een van haar zetten, met de klokstanden van dat moment.
</translation>
    </message>
    <message>
        <source>The search bot's evaluation of every position of a file of diagrams (as for arimaa moves), in hundredths of a rabbit from the side to move's view, with each term that is not zero: what a bot developer compares with another program's scores.</source>
        <translation>De evaluatie van de zoekbot voor elke stelling in een bestand met diagrammen (zoals bij arimaa moves), in honderdsten van een konijn vanuit de partij aan zet, met elke term die niet nul is: wat een botontwikkelaar vergelijkt met de scores van een ander programma.</translation>
    </message>
    <message>
        <source>Steps left of the side to move's turn, 1 to 4 (default 4).</source>
        <translation>Resterende stappen van de beurt van de partij aan zet, 1 tot 4 (standaard 4).</translation>
    </message>
    <message>
        <source>One JSON object, with every term.</source>
        <translation>Eén JSON-object, met elke term.</translation>
    </message>
    <message>
        <source>--steps must be 1 to 4</source>
        <translation>--steps moet 1 tot 4 zijn</translation>
    </message>
    <message>
        <source>position %1 (line %2, %3 to move): %4 (%5)</source>
        <translation>stelling %1 (regel %2, %3 aan zet): %4 (%5)</translation>
    </message>
    <message>
        <source>name an arimaa command: replay, moves, eval, match or wcc</source>
        <translation>noem een arimaa-commando: replay, moves, eval, match of wcc</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>error</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>waarschuwing</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Ants</source>
        <translation>Ants</translation>
    </message>
    <message>
        <source>Ant brains on a hex world: watch and step through games of the exact contest simulator, edit brains, follow food and population graphs.</source>
        <translation>Mierenbreinen op een zeshoekige wereld: bekijk partijen van de exacte wedstrijdsimulator en doorloop ze stap voor stap, bewerk breinen, volg grafieken van voedsel en populatie.</translation>
    </message>
    <message>
        <source>Honeycomb</source>
        <translation>Honeycomb</translation>
    </message>
    <message>
        <source>Replay and score command strings with phrases of power, or play units by hand and save the solution.</source>
        <translation>Speel commandostrings met machtswoorden opnieuw af en scoor ze, of speel eenheden met de hand en sla de oplossing op.</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Less</translation>
    </message>
    <message>
        <source>Four-player walls and jumps on an 8x8 board: play against bots and programs, replay game logs.</source>
        <translation>Muren en sprongen voor vier spelers op een bord van 8x8: speel tegen bots en programma's, speel partijlogboeken opnieuw af.</translation>
    </message>
    <message>
        <source>Arimaa</source>
        <translation>Arimaa</translation>
    </message>
    <message>
        <source>Play against the built-in bot or AEI engines with clocks, moves by dragging; replay game records.</source>
        <translation>Speel tegen de ingebouwde bot of AEI-engines met klokken, zetten door te slepen; speel partijverslagen opnieuw af.</translation>
    </message>
    <message>
        <source>Peaceable pieces</source>
        <translation>Peaceable pieces</translation>
    </message>
    <message>
        <source>Generate tests, check and score placements, watch a solver improve them.</source>
        <translation>Genereer tests, controleer en scoor plaatsingen, kijk hoe een oplosser ze verbetert.</translation>
    </message>
</context>
<context>
    <name>HoneycombGame</name>
    <message>
        <source>invalid command '%1' at character %2</source>
        <translation>ongeldig commando '%1' bij teken %2</translation>
    </message>
    <message>
        <source>command %1 at character %2 brings the unit back to a position it held</source>
        <translation>commando %1 bij teken %2 brengt de eenheid terug naar een positie die ze al had</translation>
    </message>
    <message>
        <source>command at character %1 comes after the game ended</source>
        <translation>commando bij teken %1 komt na het einde van de partij</translation>
    </message>
    <message>
        <source>the seed is not one of the problem's</source>
        <translation>de startwaarde hoort niet bij het probleem</translation>
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
        <translation>geen geldige JSON bij byte %1: %2</translation>
    </message>
    <message>
        <source>the problem must be a JSON object</source>
        <translation>het probleem moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>'id' is missing or not a non-negative integer</source>
        <translation>'id' ontbreekt of is geen niet-negatief geheel getal</translation>
    </message>
    <message>
        <source>'width' is missing or not an integer from 1 to 10000</source>
        <translation>'width' ontbreekt of is geen geheel getal van 1 tot en met 10000</translation>
    </message>
    <message>
        <source>'height' is missing or not an integer from 1 to 10000</source>
        <translation>'height' ontbreekt of is geen geheel getal van 1 tot en met 10000</translation>
    </message>
    <message>
        <source>'sourceLength' is missing or not a non-negative integer</source>
        <translation>'sourceLength' ontbreekt of is geen niet-negatief geheel getal</translation>
    </message>
    <message>
        <source>'sourceSeeds' is missing or not a list</source>
        <translation>'sourceSeeds' ontbreekt of is geen lijst</translation>
    </message>
    <message>
        <source>sourceSeeds[%1] is not an integer from 0 to 4294967295</source>
        <translation>sourceSeeds[%1] is geen geheel getal van 0 tot en met 4294967295</translation>
    </message>
    <message>
        <source>'filled' is missing or not a list</source>
        <translation>'filled' ontbreekt of is geen lijst</translation>
    </message>
    <message>
        <source>filled[%1] is not a cell {"x": int, "y": int}</source>
        <translation>filled[%1] is geen cel {"x": int, "y": int}</translation>
    </message>
    <message>
        <source>filled[%1] (%2, %3) is off the %4 x %5 board</source>
        <translation>filled[%1] (%2, %3) ligt buiten het bord van %4 x %5</translation>
    </message>
    <message>
        <source>'units' is missing, not a list or empty</source>
        <translation>'units' ontbreekt, is geen lijst of is leeg</translation>
    </message>
    <message>
        <source>units[%1] is not an object</source>
        <translation>units[%1] is geen object</translation>
    </message>
    <message>
        <source>units[%1]: 'pivot' is missing or not a cell</source>
        <translation>units[%1]: 'pivot' ontbreekt of is geen cel</translation>
    </message>
    <message>
        <source>units[%1]: 'members' is missing, not a list or empty</source>
        <translation>units[%1]: 'members' ontbreekt, is geen lijst of is leeg</translation>
    </message>
    <message>
        <source>units[%1].members[%2] is not a cell</source>
        <translation>units[%1].members[%2] is geen cel</translation>
    </message>
    <message>
        <source>units[%1].members[%2] (%3, %4) is listed twice</source>
        <translation>units[%1].members[%2] (%3, %4) staat er twee keer in</translation>
    </message>
</context>
<context>
    <name>HoneycombSolutions</name>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation>%1:%2: fout: geen geldige JSON: %3</translation>
    </message>
    <message>
        <source>%1: error: a solutions file is a JSON list of {problemId, seed, solution}</source>
        <translation>%1: fout: een oplossingenbestand is een JSON-lijst van {problemId, seed, solution}</translation>
    </message>
    <message>
        <source>%1: error: entry %2 needs a problemId, a seed (0 to 4294967295) and a solution string (and a tag, if any, is a string)</source>
        <translation>%1: fout: item %2 heeft een problemId, een seed (0 tot en met 4294967295) en een solution-string nodig (en een eventuele tag is een string)</translation>
    </message>
</context>
<context>
    <name>LessBoard</name>
    <message>
        <source>wall string: character %1 is %2; expected 0, 1 or 2</source>
        <translation>muurstring: teken %1 is %2; 0, 1 of 2 verwacht</translation>
    </message>
    <message>
        <source>wall string: %1 digits; expected %2</source>
        <translation>muurstring: %1 cijfers; %2 verwacht</translation>
    </message>
</context>
<context>
    <name>LessGameLog</name>
    <message>
        <source>expected a quoted text</source>
        <translation>tekst tussen aanhalingstekens verwacht</translation>
    </message>
    <message>
        <source>\x needs two hexadecimal digits</source>
        <translation>\x heeft twee hexadecimale cijfers nodig</translation>
    </message>
    <message>
        <source>unknown escape \%1</source>
        <translation>onbekende escape \%1</translation>
    </message>
    <message>
        <source>the quoted text does not end</source>
        <translation>de tekst tussen aanhalingstekens eindigt niet</translation>
    </message>
    <message>
        <source>not a Less game log (it starts with 'less-game 1')</source>
        <translation>geen Less-partijlogboek (dat begint met 'less-game 1')</translation>
    </message>
    <message>
        <source>unknown log version</source>
        <translation>onbekende logboekversie</translation>
    </message>
    <message>
        <source>a second board line</source>
        <translation>een tweede bordregel</translation>
    </message>
    <message>
        <source>a result before the board line</source>
        <translation>een resultaat vóór de bordregel</translation>
    </message>
    <message>
        <source>unknown line '%1'</source>
        <translation>onbekende regel '%1'</translation>
    </message>
    <message>
        <source>expected a colour (Yellow, Black, White or Red)</source>
        <translation>kleur verwacht (Yellow, Black, White of Red)</translation>
    </message>
    <message>
        <source>the board line must come first</source>
        <translation>de bordregel moet eerst komen</translation>
    </message>
    <message>
        <source>start lines must come before the turns</source>
        <translation>startregels moeten vóór de beurten komen</translation>
    </message>
    <message>
        <source>expected a square (a1 to h8)</source>
        <translation>veld verwacht (a1 tot en met h8)</translation>
    </message>
    <message>
        <source>two pieces on one square</source>
        <translation>twee stukken op één veld</translation>
    </message>
    <message>
        <source>a colour has four pieces</source>
        <translation>een kleur heeft vier stukken</translation>
    </message>
    <message>
        <source>%1 plays Nil only once its team is home</source>
        <translation>%1 speelt pas Nil als het team thuis is</translation>
    </message>
    <message>
        <source>expected 'turn %1 Nil' first</source>
        <translation>eerst 'turn %1 Nil' verwacht</translation>
    </message>
    <message>
        <source>a turn after the playing phase</source>
        <translation>een beurt na de speelfase</translation>
    </message>
    <message>
        <source>it is %1's turn, not %2's</source>
        <translation>%1 is aan de beurt, niet %2</translation>
    </message>
    <message>
        <source>expected the turn number</source>
        <translation>beurtnummer verwacht</translation>
    </message>
    <message>
        <source>expected crash, timeout, invalid or rush</source>
        <translation>crash, timeout, invalid of rush verwacht</translation>
    </message>
    <message>
        <source>a rush outside the final rush</source>
        <translation>een eindsprint buiten de eindsprintfase</translation>
    </message>
    <message>
        <source>expected the number of moves</source>
        <translation>aantal zetten verwacht</translation>
    </message>
    <message>
        <source>one step per word</source>
        <translation>één stap per woord</translation>
    </message>
    <message>
        <source>the rush does not bring %1 home</source>
        <translation>de eindsprint brengt %1 niet thuis</translation>
    </message>
    <message>
        <source>the rush costs %1 moves, not %2</source>
        <translation>de eindsprint kost %1 zetten, niet %2</translation>
    </message>
    <message>
        <source>expected the score (0 to 20)</source>
        <translation>score verwacht (0 tot en met 20)</translation>
    </message>
    <message>
        <source>expected the moves</source>
        <translation>zetten verwacht</translation>
    </message>
    <message>
        <source>no board line</source>
        <translation>geen bordregel</translation>
    </message>
    <message>
        <source>no player line for %1</source>
        <translation>geen spelerregel voor %1</translation>
    </message>
    <message>
        <source>results for a game that is not over</source>
        <translation>resultaten voor een partij die niet afgelopen is</translation>
    </message>
    <message>
        <source>no result line for %1</source>
        <translation>geen resultaatregel voor %1</translation>
    </message>
    <message>
        <source>%1: the log says score %2 and %3 moves; the replay gives %4 and %5</source>
        <translation>%1: het logboek zegt score %2 en %3 zetten; de herhaling geeft %4 en %5</translation>
    </message>
</context>
<context>
    <name>LessGenerator</name>
    <message>
        <source>%1:%2:%3: error: %4</source>
        <translation>%1:%2:%3: fout: %4</translation>
    </message>
    <message>
        <source>'%1' is not a wall digit (0, 1 or 2)</source>
        <translation>'%1' is geen muurcijfer (0, 1 of 2)</translation>
    </message>
    <message>
        <source>more than 12 digits; a tile has 12</source>
        <translation>meer dan 12 cijfers; een tegel heeft er 12</translation>
    </message>
    <message>
        <source>%1 digits; a tile has 12</source>
        <translation>%1 cijfers; een tegel heeft er 12</translation>
    </message>
    <message>
        <source>%1: %2 tiles; a set needs at least %3 (its double set must hold the 16 a board takes)</source>
        <translation>%1: %2 tegels; een set heeft er minstens %3 nodig (de dubbele set moet de 16 bevatten die een bord nodig heeft)</translation>
    </message>
</context>
<context>
    <name>LessPosition</name>
    <message>
        <source>empty turn; expected 1 to 3 moves such as h1f1:g1g3</source>
        <translation>lege beurt; 1 tot 3 zetten verwacht, zoals h1f1:g1g3</translation>
    </message>
    <message>
        <source>more than 3 moves in a turn</source>
        <translation>meer dan 3 zetten in een beurt</translation>
    </message>
    <message>
        <source>move %1 is cut short; expected a square such as h1</source>
        <translation>zet %1 is onvolledig; een veld zoals h1 verwacht</translation>
    </message>
    <message>
        <source>'%1' is not a square (a1 to h8)</source>
        <translation>'%1' is geen veld (a1 tot en met h8)</translation>
    </message>
    <message>
        <source>expected ':' between moves or the end of the turn, found '%1'</source>
        <translation>':' tussen zetten of het einde van de beurt verwacht, '%1' gevonden</translation>
    </message>
    <message>
        <source>a turn has 1 to 3 moves, not %1</source>
        <translation>een beurt heeft 1 tot 3 zetten, niet %1</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>zet %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the team is home already; nothing is left to move</source>
        <translation>het team is al thuis; er valt niets meer te zetten</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>geen stuk op %1</translation>
    </message>
    <message>
        <source>the piece on %1 is %2; %3 moves its own pieces until they are home</source>
        <translation>het stuk op %1 is %2; %3 zet zijn eigen stukken tot ze thuis zijn</translation>
    </message>
    <message>
        <source>the piece on %1 is %2; %3 is home and moves %4's pieces</source>
        <translation>het stuk op %1 is %2; %3 is thuis en zet de stukken van %4</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>%1 is niet leeg</translation>
    </message>
    <message>
        <source>a jump needs a piece on %1 to jump over</source>
        <translation>een sprong heeft een stuk op %1 nodig om over te springen</translation>
    </message>
    <message>
        <source>a jump may not cross a wall (%1 to %2 to %3)</source>
        <translation>een sprong mag geen muur kruisen (%1 naar %2 naar %3)</translation>
    </message>
    <message>
        <source>%1 to %2 is neither a step to a neighbouring square nor a jump over one piece</source>
        <translation>%1 naar %2 is geen stap naar een buurveld en ook geen sprong over één stuk</translation>
    </message>
    <message>
        <source>costs %1 but only %2 of the turn's %3 are left</source>
        <translation>kost %1, maar er zijn nog maar %2 van de %3 van de beurt over</translation>
    </message>
    <message>
        <source>the game is not in its playing phase</source>
        <translation>de partij is niet in haar speelfase</translation>
    </message>
</context>
<context>
    <name>LessReferee</name>
    <message>
        <source>unknown bot '%1' (bot:random, bot:greedy, bot:search or bot:mcts)</source>
        <translation>onbekende bot '%1' (bot:random, bot:greedy, bot:search of bot:mcts)</translation>
    </message>
    <message>
        <source>an empty player command</source>
        <translation>een leeg spelercommando</translation>
    </message>
    <message>
        <source>the program is not running</source>
        <translation>het programma draait niet</translation>
    </message>
    <message>
        <source>no turn within its time (%1 ms for the game)</source>
        <translation>geen beurt binnen de tijd (%1 ms voor de partij)</translation>
    </message>
    <message>
        <source>an empty line (a turn needs 1 to 3 steps)</source>
        <translation>een lege regel (een beurt heeft 1 tot 3 stappen nodig)</translation>
    </message>
    <message>
        <source>the final rush did not end within its time (%1 ms for the game)</source>
        <translation>de eindsprint eindigde niet binnen de tijd (%1 ms voor de partij)</translation>
    </message>
    <message>
        <source>the program ended before its pieces were home</source>
        <translation>het programma eindigde voordat zijn stukken thuis waren</translation>
    </message>
    <message>
        <source>one rush step per line or per ':'</source>
        <translation>één eindsprintstap per regel of per ':'</translation>
    </message>
    <message>
        <source>more than %1 rush steps</source>
        <translation>meer dan %1 eindsprintstappen</translation>
    </message>
</context>
<context>
    <name>LessRush</name>
    <message>
        <source>rush move %1 (%2): no %3 piece on %4</source>
        <translation>eindsprintzet %1 (%2): geen stuk van %3 op %4</translation>
    </message>
    <message>
        <source>rush move %1 (%2): not a step or a jump over one of the own pieces</source>
        <translation>eindsprintzet %1 (%2): geen stap en geen sprong over een van de eigen stukken</translation>
    </message>
</context>
<context>
    <name>LineProcess</name>
    <message>
        <source>could not start %1: %2</source>
        <translation>kan %1 niet starten: %2</translation>
    </message>
    <message>
        <source>the program is not running</source>
        <translation>het programma draait niet</translation>
    </message>
    <message>
        <source>the program wrote more than %1 MB of output (the limit: playbench-cli --program-output-mb, or PLAYBENCH_PROGRAM_OUTPUT_MB)</source>
        <translation>het programma schreef meer dan %1 MB uitvoer (de limiet: playbench-cli --program-output-mb, of PLAYBENCH_PROGRAM_OUTPUT_MB)</translation>
    </message>
    <message>
        <source>the program crashed</source>
        <translation>het programma is gecrasht</translation>
    </message>
    <message>
        <source>the program ended (exit code %1) before answering</source>
        <translation>het programma eindigde (afsluitcode %1) voordat het antwoordde</translation>
    </message>
</context>
<context>
    <name>Peaceable</name>
    <message>
        <source>line %1: the input ends before %2</source>
        <translation>regel %1: de invoer eindigt vóór %2</translation>
    </message>
    <message>
        <source>line %1: %2 must be a whole number from %3 to %4, not '%5'</source>
        <translation>regel %1: %2 moet een geheel getal van %3 tot en met %4 zijn, niet '%5'</translation>
    </message>
    <message>
        <source>line %1: the input ends inside the grid</source>
        <translation>regel %1: de invoer eindigt midden in het raster</translation>
    </message>
    <message>
        <source>line %1: a cell must be '.' or '#', not '%2'</source>
        <translation>regel %1: een cel moet '.' of '#' zijn, niet '%2'</translation>
    </message>
    <message>
        <source>the points of %1</source>
        <translation>de punten van %1</translation>
    </message>
    <message>
        <source>line %1: unexpected text after the points</source>
        <translation>regel %1: onverwachte tekst na de punten</translation>
    </message>
    <message>
        <source>line 1: the answer must start with its number of elements</source>
        <translation>regel 1: het antwoord moet beginnen met zijn aantal elementen</translation>
    </message>
    <message>
        <source>line 1: a negative number of elements (%1)</source>
        <translation>regel 1: een negatief aantal elementen (%1)</translation>
    </message>
    <message>
        <source>line %1: the answer ends after %2 of its %3 elements</source>
        <translation>regel %1: het antwoord eindigt na %2 van zijn %3 elementen</translation>
    </message>
    <message>
        <source>line %1: an empty line (each element is the line's first character)</source>
        <translation>regel %1: een lege regel (elk element is het eerste teken van de regel)</translation>
    </message>
    <message>
        <source>the answer has %1 elements, not 2*N*N = %2</source>
        <translation>het antwoord heeft %1 elementen, niet 2*N*N = %2</translation>
    </message>
</context>
<context>
    <name>PeaceableChecker</name>
    <message>
        <source>King</source>
        <translation>Koning</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Toren</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Loper</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Paard</translation>
    </message>
    <message>
        <source>cell %1 has the illegal character %2</source>
        <translation>cel %1 bevat het ongeldige teken %2</translation>
    </message>
    <message>
        <source>the wall at %1 was removed (found %2)</source>
        <translation>de muur op %1 is verwijderd (%2 gevonden)</translation>
    </message>
    <message>
        <source>a wall was added at %1</source>
        <translation>er is een muur toegevoegd op %1</translation>
    </message>
    <message>
        <source>%1 at %2 has the illegal owner %3</source>
        <translation>%1 op %2 heeft de ongeldige eigenaar %3</translation>
    </message>
    <message>
        <source>%1 of player %2 at %3 attacks %4 of player %5 at %6</source>
        <translation>%1 van speler %2 op %3 valt %4 van speler %5 op %6 aan</translation>
    </message>
</context>
<context>
    <name>PlayIcfp2015</name>
    <message>
        <source>play_icfp2015: %1 needs a positive number, not '%2'</source>
        <translation>play_icfp2015: %1 heeft een positief getal nodig, niet '%2'</translation>
    </message>
    <message>
        <source>play_icfp2015: give at least one problem with -f FILE</source>
        <translation>play_icfp2015: geef minstens één probleem op met -f FILE</translation>
    </message>
    <message>
        <source>play_icfp2015: phrase '%1' has a character that is no command; it is not used</source>
        <translation>play_icfp2015: machtswoord '%1' bevat een teken dat geen commando is; het wordt niet gebruikt</translation>
    </message>
    <message>
        <source>problem %1 seed %2: game %3 scores %4</source>
        <translation>probleem %1 startwaarde %2: partij %3 scoort %4</translation>
    </message>
    <message>
        <source>play_icfp2015: problem %1 seed %2: %3; the solution is cut before it</source>
        <translation>play_icfp2015: probleem %1 startwaarde %2: %3; de oplossing wordt daarvoor afgekapt</translation>
    </message>
    <message>
        <source>problem %1: %2</source>
        <translation>probleem %1: %2</translation>
    </message>
    <message>
        <source>total: %1 (%2 s)</source>
        <translation>totaal: %1 (%2 s)</translation>
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
        <translation>Gebruik: play_icfp2015 -f FILE [-f FILE]... [-t SECONDS] [-m MEGABYTES] [-c CORES]
                       [-p PHRASE]... [-r RUNS] [-v]

Lost ICFP 2015 Honeycomb-problemen op en toont de JSON-lijst met oplossingen
(problemId, seed, tag, solution), één per probleem en startwaarde.

  -f FILE     een probleem (JSON); mag worden herhaald
  -t SECONDS  tijdslimiet voor de hele run; de uitvoer wordt getoond voordat die verstrijkt
  -m MB       geheugenlimiet (de oplosser heeft een paar megabyte nodig; geaccepteerd, niet gebruikt)
  -c CORES    te gebruiken threads (standaard 1)
  -p PHRASE   een machtswoord om erin te verweven; mag worden herhaald
  -r RUNS     partijen per startwaarde met gevarieerde heuristiek; de beste wordt bewaard
              (standaard: zoveel als -t toelaat, elk voor de startwaarde waar één partij
              meer naar verwachting het meest per seconde toevoegt; 1 zonder -t)
  -v          de score van elke partij en van elk probleem tonen op standaardfout
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
        <translation>Gebruik: playbench-arimaa-engine [--level random|search] [--seed N]

Een Arimaa-engine die AEI (de Arimaa Engine Interface) spreekt op stdin/stdout.

  --level L   random: een willekeurige geldige zet; search: alfa-bètazoeken (standaard)
  --seed N    de startwaarde van de bot (standaard 1)
</translation>
    </message>
    <message>
        <source>playbench-arimaa-engine: --level must be random or search, not '%1'</source>
        <translation>playbench-arimaa-engine: --level moet random of search zijn, niet '%1'</translation>
    </message>
    <message>
        <source>playbench-arimaa-engine: --seed needs a number, not '%1'</source>
        <translation>playbench-arimaa-engine: --seed heeft een getal nodig, niet '%1'</translation>
    </message>
</context>
<context>
    <name>PlaybenchLessBot</name>
    <message>
        <source>Usage: playbench-less-bot --level N [--seed S] [--budget-ms M]

Plays Less (CodeCup 2017) on stdin/stdout with the contest's dialogue.

  --level N      1 random, 2 greedy, 3 search, 4 mcts (the strongest)
  --seed S       the bot's seed (default 1); the same seed plays the same game
  --budget-ms M  thinking time per turn at most (default 1100; level 4: an even
                 share of the game's time); the whole game stays within 28 s
</source>
        <translation>Gebruik: playbench-less-bot --level N [--seed S] [--budget-ms M]

Speelt Less (CodeCup 2017) op stdin/stdout met de dialoog van de wedstrijd.

  --level N      1 random, 2 greedy, 3 search, 4 mcts (de sterkste)
  --seed S       de startwaarde van de bot (standaard 1); dezelfde startwaarde speelt dezelfde partij
  --budget-ms M  maximale bedenktijd per beurt (standaard 1100; niveau 4: een gelijk
                 deel van de tijd van de partij); de hele partij blijft binnen 28 s
</translation>
    </message>
    <message>
        <source>expected the wall line, found the end of the input</source>
        <translation>de muurregel verwacht, het einde van de invoer gevonden</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>kolom %1: %2</translation>
    </message>
    <message>
        <source>expected the colour, found the end of the input</source>
        <translation>de kleur verwacht, het einde van de invoer gevonden</translation>
    </message>
    <message>
        <source>expected Yellow, Black, White or Red</source>
        <translation>Yellow, Black, White of Red verwacht</translation>
    </message>
    <message>
        <source>expected a turn, `Nil`, `Move` or `Quit`, found the end of the input</source>
        <translation>een beurt, `Nil`, `Move` of `Quit` verwacht, het einde van de invoer gevonden</translation>
    </message>
    <message>
        <source>expected `Move` or `Quit` (the playing phase is over), found '%1'</source>
        <translation>`Move` of `Quit` verwacht (de speelfase is voorbij), '%1' gevonden</translation>
    </message>
    <message>
        <source>a turn for %1, but %2 is to move</source>
        <translation>een beurt voor %1, maar %2 is aan zet</translation>
    </message>
    <message>
        <source>playbench-less-bot: line %1: %2</source>
        <translation>playbench-less-bot: regel %1: %2</translation>
    </message>
    <message>
        <source>playbench-less-bot: line %1 '%2': %3</source>
        <translation>playbench-less-bot: regel %1 '%2': %3</translation>
    </message>
    <message>
        <source>playbench-less-bot: --level must be 1 to 4, not '%1'</source>
        <translation>playbench-less-bot: --level moet 1 tot en met 4 zijn, niet '%1'</translation>
    </message>
    <message>
        <source>playbench-less-bot: --seed needs a number, not '%1'</source>
        <translation>playbench-less-bot: --seed heeft een getal nodig, niet '%1'</translation>
    </message>
    <message>
        <source>playbench-less-bot: --budget-ms must be 1 to 30000, not '%1'</source>
        <translation>playbench-less-bot: --budget-ms moet 1 tot en met 30000 zijn, niet '%1'</translation>
    </message>
    <message>
        <source>playbench-less-bot: give the level with --level N</source>
        <translation>playbench-less-bot: geef het niveau op met --level N</translation>
    </message>
</context>
<context>
    <name>ProgramOptions</name>
    <message>
        <source>%1: unknown option '%2'</source>
        <translation>%1: onbekende optie '%2'</translation>
    </message>
    <message>
        <source>%1: %2 needs a value</source>
        <translation>%1: %2 heeft een waarde nodig</translation>
    </message>
</context>
<context>
    <name>Shard</name>
    <message>
        <source>'%1' is not a shard: give I/N with 1 &lt;= I &lt;= N &lt;= %2, e.g. 2/8</source>
        <translation>'%1' is geen shard: geef I/N op met 1 &lt;= I &lt;= N &lt;= %2, bijv. 2/8</translation>
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
        <translation>kan niet worden geopend om te lezen</translation>
    </message>
    <message>
        <source>cannot decompress: %1</source>
        <translation>kan niet worden uitgepakt: %1</translation>
    </message>
    <message>
        <source>cannot open for reading: %1</source>
        <translation>kan niet worden geopend om te lezen: %1</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>cannot open for writing: %1</source>
        <translation>kan niet worden geopend om te schrijven: %1</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>kan niet worden geschreven: %1</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <source>%1 (red) vs %2 (black) on %3</source>
        <translation>%1 (rood) tegen %2 (zwart) op %3</translation>
    </message>
    <message>
        <source>%1 wins, food %2 to %3</source>
        <translation>%1 wint, voedsel %2 tegen %3</translation>
    </message>
    <message>
        <source>draw, food %1 to %2</source>
        <translation>gelijkspel, voedsel %1 tegen %2</translation>
    </message>
    <message>
        <source> (stopped early: %1)</source>
        <translation> (vroegtijdig gestopt: %1)</translation>
    </message>
    <message>
        <source>the ant tournament's seed or rounds are out of range</source>
        <translation>de startwaarde of het aantal rondes van het mierentoernooi valt buiten het bereik</translation>
    </message>
    <message>
        <source>brain %1: %2</source>
        <translation>brein %1: %2</translation>
    </message>
    <message>
        <source>world %1: %2</source>
        <translation>wereld %1: %2</translation>
    </message>
    <message>
        <source>an ant tournament needs at least two brains and one world</source>
        <translation>een mierentoernooi heeft minstens twee breinen en één wereld nodig</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>goud</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>zilver</translation>
    </message>
    <message>
        <source>Playbench round robin, game %1</source>
        <translation>Playbench-round-robin, partij %1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partij %2</translation>
    </message>
    <message>
        <source>%1 (gold) vs %2 (silver), game %3 of the pair</source>
        <translation>%1 (goud) tegen %2 (zilver), partij %3 van het paar</translation>
    </message>
    <message>
        <source>%1 (%2) wins by %3 after %4 moves</source>
        <translation>%1 (%2) wint door %3 na %4 zetten</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>the settings are not an Arimaa tournament's</source>
        <translation>de instellingen zijn niet die van een Arimaa-toernooi</translation>
    </message>
    <message>
        <source>a round robin needs at least 2 players, not %1</source>
        <translation>een round-robin heeft minstens 2 spelers nodig, niet %1</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>speler %1: %2</translation>
    </message>
    <message>
        <source>give a time control or a thinking time per move of an untimed game, one of them</source>
        <translation>geef een bedenktijd of een denktijd per zet voor een partij zonder klok, één van beide</translation>
    </message>
    <message>
        <source>time control %1: column %2: %3</source>
        <translation>bedenktijd %1: kolom %2: %3</translation>
    </message>
    <message>
        <source>round %1: %2 (gold) vs %3 (silver)</source>
        <translation>ronde %1: %2 (goud) tegen %3 (zilver)</translation>
    </message>
    <message>
        <source>the championship's finals take 2 to %1 players, not %2</source>
        <translation>de finale van het kampioenschap is voor 2 tot %1 spelers, niet %2</translation>
    </message>
    <message>
        <source>the qualifier needs at least one entrant and one benchmark bot</source>
        <translation>de kwalificatie heeft minstens één deelnemer en één benchmarkbot nodig</translation>
    </message>
    <message>
        <source>ratings: %1 is not an entrant with a number</source>
        <translation>ratings: %1 is geen deelnemer met een nummer</translation>
    </message>
    <message>
        <source>the settings give no phrases of power</source>
        <translation>de instellingen geven geen machtswoorden</translation>
    </message>
    <message>
        <source>%1: problem %2 is given twice</source>
        <translation>%1: probleem %2 is twee keer opgegeven</translation>
    </message>
    <message>
        <source>the tournament has no problems</source>
        <translation>het toernooi heeft geen problemen</translation>
    </message>
    <message>
        <source>a team has no name</source>
        <translation>een team heeft geen naam</translation>
    </message>
    <message>
        <source>two teams are named '%1'</source>
        <translation>twee teams heten '%1'</translation>
    </message>
    <message>
        <source>team %1: %2</source>
        <translation>team %1: %2</translation>
    </message>
    <message>
        <source>the tournament has no teams</source>
        <translation>het toernooi heeft geen teams</translation>
    </message>
    <message>
        <source>%1 on problem %2 (seeds: %3)</source>
        <translation>%1 op probleem %2 (startwaarden: %3)</translation>
    </message>
    <message>
        <source>score %1 (moves %2), phrases of power: %3</source>
        <translation>score %1 (zetten %2), machtswoorden: %3</translation>
    </message>
    <message>
        <source>, errors: %1</source>
        <translation>, fouten: %1</translation>
    </message>
    <message>
        <source>, seeds without a solution: %1</source>
        <translation>, startwaarden zonder oplossing: %1</translation>
    </message>
    <message>
        <source>round %1, set %2, group %3, seating %4: %5 (board %6)</source>
        <translation>ronde %1, set %2, groep %3, opstelling %4: %5 (bord %6)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>; %1 (%2) faulted: %3</source>
        <translation>; %1 (%2) maakte een fout: %3</translation>
    </message>
    <message>
        <source>the settings are not a Less tournament's</source>
        <translation>de instellingen zijn niet die van een Less-toernooi</translation>
    </message>
    <message>
        <source>a Less tournament needs at least 4 players, not %1</source>
        <translation>een Less-toernooi heeft minstens 4 spelers nodig, niet %1</translation>
    </message>
    <message>
        <source>with %1 players the rounds must be a multiple of %2, so that everyone plays equally often</source>
        <translation>met %1 spelers moet het aantal rondes een veelvoud van %2 zijn, zodat iedereen even vaak speelt</translation>
    </message>
    <message>
        <source>the judge is random, greedy, search or mcts, not '%1'</source>
        <translation>de scheidsrechter is random, greedy, search of mcts, niet '%1'</translation>
    </message>
    <message>
        <source>flooded its output (over %1 MB)</source>
        <translation>overspoelde zijn uitvoer (meer dan %1 MB)</translation>
    </message>
    <message>
        <source>ran out of time (%1 s)</source>
        <translation>had geen tijd meer (%1 s)</translation>
    </message>
    <message>
        <source>the settings give no time per test</source>
        <translation>de instellingen geven geen tijd per test</translation>
    </message>
    <message>
        <source>the seeds must be whole numbers above 0</source>
        <translation>de startwaarden moeten gehele getallen groter dan 0 zijn</translation>
    </message>
    <message>
        <source>seed %1 is given twice</source>
        <translation>startwaarde %1 is twee keer opgegeven</translation>
    </message>
    <message>
        <source>the tournament has no tests</source>
        <translation>het toernooi heeft geen tests</translation>
    </message>
    <message>
        <source>a solver has no name</source>
        <translation>een oplosser heeft geen naam</translation>
    </message>
    <message>
        <source>two solvers are named '%1'; name them with NAME=SPEC</source>
        <translation>twee oplossers heten '%1'; geef ze een naam met NAME=SPEC</translation>
    </message>
    <message>
        <source>solver %1 is neither our solver nor a program</source>
        <translation>oplosser %1 is noch onze oplosser noch een programma</translation>
    </message>
    <message>
        <source>the tournament has no solvers</source>
        <translation>het toernooi heeft geen oplossers</translation>
    </message>
    <message>
        <source> (exit code %1)</source>
        <translation> (afsluitcode %1)</translation>
    </message>
    <message>
        <source>the answer cannot be read: %1</source>
        <translation>het antwoord kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>the tester rejects the answer: %1 (faults: %2)</source>
        <translation>de tester wijst het antwoord af: %1 (fouten: %2)</translation>
    </message>
    <message>
        <source>%1 on seed %2</source>
        <translation>%1 op startwaarde %2</translation>
    </message>
    <message>
        <source>score %1 in %2 s</source>
        <translation>score %1 in %2 s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>our solver takes threads=1..64, seed=N and iterations=N, not '%1'</source>
        <translation>onze oplosser accepteert threads=1..64, seed=N en iterations=N, niet '%1'</translation>
    </message>
    <message>
        <source>give a solver: 'solver', 'solver:threads=2,seed=7' or a program</source>
        <translation>geef een oplosser op: 'solver', 'solver:threads=2,seed=7' of een programma</translation>
    </message>
    <message>
        <source>no program '%1' to run</source>
        <translation>geen programma '%1' om uit te voeren</translation>
    </message>
    <message>
        <source>the settings name no game Playbench knows ('%1')</source>
        <translation>de instellingen noemen geen spel dat Playbench kent ('%1')</translation>
    </message>
    <message>
        <source>the setting '%1' must be a whole number from %2 to %3</source>
        <translation>de instelling '%1' moet een geheel getal van %2 tot %3 zijn</translation>
    </message>
    <message>
        <source>every player needs a name of its own ('%1')</source>
        <translation>elke speler heeft een eigen naam nodig ('%1')</translation>
    </message>
    <message>
        <source>player '%1' has no spec (a bot or a program)</source>
        <translation>speler '%1' heeft geen specificatie (een bot of een programma)</translation>
    </message>
</context>
<context>
    <name>TournamentDb</name>
    <message>
        <source>%1 is being played by another process (%2, pid %3 on %4); wait for it, or stop it first</source>
        <translation>%1 wordt gespeeld door een ander proces (%2, pid %3 op %4); wacht erop of stop het eerst</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: bestand bestaat niet</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: de map kan niet worden aangemaakt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a Playbench tournament database</source>
        <translation>%1 is geen Playbench-toernooidatabase</translation>
    </message>
    <message>
        <source>%1 holds no tournament</source>
        <translation>%1 bevat geen toernooi</translation>
    </message>
    <message>
        <source>%1: games after game %2 have been played; its result stands</source>
        <translation>%1: er zijn al partijen na partij %2 gespeeld; de uitslag blijft staan</translation>
    </message>
    <message>
        <source>%1: there is no game %2</source>
        <translation>%1: er is geen partij %2</translation>
    </message>
    <message>
        <source>%1 holds another tournament (its %2 differ); choose another database file to start a new one, or the same settings and files to resume it</source>
        <translation>%1 bevat een ander toernooi (de %2 verschillen); kies een ander databasebestand om een nieuw toernooi te beginnen, of dezelfde instellingen en bestanden om het te hervatten</translation>
    </message>
    <message>
        <source>%1 was played by another revision of the %2 engine (%3; this Playbench has %4): its games would not end as they did; play them with the same Playbench, or again in another database file</source>
        <translation>%1 is gespeeld met een andere revisie van de %2-engine (%3; deze Playbench heeft %4): de partijen zouden niet eindigen zoals toen; speel ze met dezelfde Playbench, of opnieuw in een ander databasebestand</translation>
    </message>
</context>
<context>
    <name>TournamentResume</name>
    <message>
        <source>%1: the qualifier counts games decided by technical failures as they ended (its rules); only finals and round robin games are resumed</source>
        <translation>%1: de kwalificatie telt partijen die door technische storingen zijn beslist zoals ze zijn geëindigd (volgens haar regels); alleen partijen uit de finale en de round-robin worden hervat</translation>
    </message>
    <message>
        <source>%1: only Arimaa games can be resumed, not %2 games</source>
        <translation>%1: alleen Arimaa-partijen kunnen worden hervat, geen %2-partijen</translation>
    </message>
    <message>
        <source>%1: there is no game %2 (the plan has %3 so far)</source>
        <translation>%1: er is geen partij %2 (het schema heeft er tot nu toe %3)</translation>
    </message>
    <message>
        <source>%1: round %2 has started, so the results of round %3 stand (the championship's rule on technical problems)</source>
        <translation>%1: ronde %2 is begonnen, dus de uitslagen van ronde %3 blijven staan (de regel van het kampioenschap voor technische problemen)</translation>
    </message>
    <message>
        <source>%1: game %2 has been neither played nor halted; it is played from the start</source>
        <translation>%1: partij %2 is gespeeld noch onderbroken; ze wordt vanaf het begin gespeeld</translation>
    </message>
    <message>
        <source>%1: game %2: %3</source>
        <translation>%1: partij %2: %3</translation>
    </message>
    <message>
        <source>Game %1's result is invalidated; it will be replayed from %2</source>
        <translation>De uitslag van partij %1 is ongeldig verklaard; ze wordt opnieuw gespeeld vanaf %2</translation>
    </message>
    <message>
        <source>Game %1 will resume from %2</source>
        <translation>Partij %1 wordt hervat vanaf %2</translation>
    </message>
    <message>
        <source> with reserves Gold %1, Silver %2 and game time %3</source>
        <translation> met reservetijd Goud %1, Zilver %2 en partijtijd %3</translation>
    </message>
    <message>
        <source>; round %1 will be paired again</source>
        <translation>; ronde %1 wordt opnieuw ingedeeld</translation>
    </message>
    <message>
        <source>. Play the tournament again to play it.</source>
        <translation>. Speel het toernooi opnieuw om ze te spelen.</translation>
    </message>
</context>
<context>
    <name>WccRemedy</name>
    <message>
        <source>the game began from a position; only games from the setups can be resumed</source>
        <translation>de partij begon vanuit een stelling; alleen partijen vanuit de opstellingen kunnen worden hervat</translation>
    </message>
    <message>
        <source>the record's move %1 does not replay: %2</source>
        <translation>zet %1 van het partijverslag laat zich niet naspelen: %2</translation>
    </message>
    <message>
        <source>%1 is not a move of this game to play again (it can go on from 1g to %2)</source>
        <translation>%1 is geen zet van deze partij om opnieuw te spelen (ze kan verder vanaf 1g tot %2)</translation>
    </message>
    <message>
        <source>the result keeps the clock of %1 moves, not of the %2 before %3</source>
        <translation>de uitslag behoudt de klok van %1 zetten, niet van de %2 vóór %3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Playbench: a workbench for classic programming-contest games.</source>
        <translation>Playbench: een werkbank voor klassieke spellen uit programmeerwedstrijden.</translation>
    </message>
    <message>
        <source>Measure seek time and GUI-thread blocking in the Ants workspace, print the figures and quit.</source>
        <translation>Zoektijd en blokkering van de GUI-thread in de Ants-werkruimte meten, de cijfers afdrukken en afsluiten.</translation>
    </message>
    <message>
        <source>Measure GUI-thread blocking with the five workspaces open, an Ants tournament on all cores and a 100,000-round ant game playing; print the figures and quit.</source>
        <translation>Blokkering van de GUI-thread meten met de vijf werkruimten open, een Ants-toernooi op alle kernen en een mierenpartij van 100.000 rondes die loopt; de cijfers afdrukken en afsluiten.</translation>
    </message>
    <message>
        <source>How long --load-benchmark measures (default 20).</source>
        <translation>Hoe lang --load-benchmark meet (standaard 20).</translation>
    </message>
    <message>
        <source>Compare two ant dump traces: --compare A --compare B.</source>
        <translation>Twee traces van mierendumps vergelijken: --compare A --compare B.</translation>
    </message>
    <message>
        <source>Worlds (.world), brains (.ant, or .antl in the brain language), Honeycomb problems and solutions (.json) to open.</source>
        <translation>Werelden (.world), breinen (.ant, of .antl in de breintaal), Honeycomb-problemen en -oplossingen (.json) om te openen.</translation>
    </message>
    <message>
        <source>--compare takes two dumps</source>
        <translation>--compare verwacht twee dumps</translation>
    </message>
    <message>
        <source>Open the built-in sample of GAME (ants, honeycomb, less, arimaa, peaceable, tournament).</source>
        <translation>Het ingebouwde voorbeeld van GAME openen (ants, honeycomb, less, arimaa, peaceable, tournament).</translation>
    </message>
</context>
<context>
    <name>pb::gui</name>
    <message>
        <source>Workspace</source>
        <translation>Werkruimte</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>The keys of the menus and of the workspace in front. A workspace's keys answer while the focus is inside it.</source>
        <translation>De toetsen van de menu's en van de werkruimte op de voorgrond. De toetsen van een werkruimte werken zolang de focus erin ligt.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Ants (ICFP 2004)&lt;/h2&gt;&lt;p&gt;Two ant colonies, each run by a brain (a finite state machine), gather food on a hexagonal world for 100,000 rounds. Here you watch a game round by round, edit the brains and compare traces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Watching&lt;/b&gt;: Space plays and pauses; Left/Right step one round, with Shift 10, Ctrl 100, Ctrl+Shift 1000; Home and End go to the first and last computed round; Ctrl+J jumps to a round. Wheel zooms the board, dragging pans, F fits. Hover or click a cell to inspect its food, markers and ant. The graphs under the board show food and ants against the round; click them to jump there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Brains&lt;/b&gt;: the Red brain and Black brain tabs are editors with the parser's errors as you type; Ctrl+R restarts the game with the edited brains.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The brain language&lt;/b&gt;: a brain can also be written in Playbench's small structured language (.antl files: labels, if, while, loop, procedures), compiled to the state machine as you type, with errors at their line and column. Ants &amp;gt; New Brain in the Language starts one from a sample forager; the margin then shows source lines, the heat column sums the states of each line, Ctrl+click on a label goes to its definition, and the Cell tab shows an ant's state and source line. Ants &amp;gt; Save Compiled Brain As writes the .ant, as &lt;tt&gt;playbench-cli ants compile&lt;/tt&gt; does. The language, its statements and the states they make are described in &lt;b&gt;docs/ant-language.md&lt;/b&gt; in Playbench's source.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Worlds and dumps&lt;/b&gt;: the Ants menu makes a new random contest world (seeded), saves worlds, brains and dumps; File &amp;gt; Compare Ant Dumps shows two traces side by side and finds where they part.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Ants (ICFP 2004)&lt;/h2&gt;&lt;p&gt;Twee mierenkolonies, elk aangestuurd door een brein (een eindige toestandsmachine), verzamelen voedsel in een zeshoekige wereld gedurende 100.000 rondes. Hier bekijkt u een partij ronde voor ronde, bewerkt u de breinen en vergelijkt u traces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bekijken&lt;/b&gt;: Spatie speelt af en pauzeert; Links/Rechts gaan één ronde verder of terug, met Shift 10, Ctrl 100, Ctrl+Shift 1000; Home en End gaan naar de eerste en laatste berekende ronde; Ctrl+J springt naar een ronde. Het wiel zoomt het bord, slepen verschuift, F maakt passend. Wijs een cel aan of klik erop om het voedsel, de markeringen en de mier te bekijken. De grafieken onder het bord tonen voedsel en mieren per ronde; klik erin om naar die ronde te springen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Breinen&lt;/b&gt;: de tabbladen Brein van Rood en Brein van Zwart zijn editors die de fouten van de parser tonen terwijl u typt; Ctrl+R start de partij opnieuw met de bewerkte breinen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;De breintaal&lt;/b&gt;: een brein kan ook worden geschreven in de kleine gestructureerde taal van Playbench (.antl-bestanden: labels, if, while, loop, procedures), die terwijl u typt naar de toestandsmachine wordt gecompileerd, met fouten op hun regel en kolom. Ants &amp;gt; Nieuw brein in de taal begint er een vanuit een voorbeeldverzamelaar; de marge toont dan bronregels, de warmtekolom telt de toestanden van elke regel op, Ctrl+klik op een label gaat naar de definitie ervan, en het tabblad Cel toont de toestand en bronregel van een mier. Ants &amp;gt; Gecompileerd brein opslaan als schrijft het .ant-bestand, zoals &lt;tt&gt;playbench-cli ants compile&lt;/tt&gt; doet. De taal, de statements en de toestanden die ze opleveren worden beschreven in &lt;b&gt;docs/ant-language.md&lt;/b&gt; in de broncode van Playbench.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Werelden en dumps&lt;/b&gt;: het menu Ants maakt een nieuwe willekeurige wedstrijdwereld (met startwaarde) en slaat werelden, breinen en dumps op; Bestand &amp;gt; Mierendumps vergelijken toont twee traces naast elkaar en vindt waar ze uiteenlopen.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Honeycomb (ICFP 2015)&lt;/h2&gt;&lt;p&gt;Units fall onto a hexagonal board; a solution is a string of commands that moves and turns them. Points come from cleared rows and phrases of power.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Replay&lt;/b&gt;: pick a solution in the Entry box and step through it like any replay (Space, Left/Right, Home/End); the score graph shows points against the move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hand play&lt;/b&gt;: move the unit with the keys shown on the play buttons, undo and redo moves; the entry is kept as a solution you can save.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve&lt;/b&gt;: the Honeycomb menu runs the built-in solver on a worker thread and adds its solution as a new entry. File &amp;gt; Save writes a solutions file in the contest's format.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Honeycomb (ICFP 2015)&lt;/h2&gt;&lt;p&gt;Eenheden vallen op een zeshoekig bord; een oplossing is een reeks commando's die ze verplaatst en draait. Punten komen van gewiste rijen en van machtswoorden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Herhaling&lt;/b&gt;: kies een oplossing in het vak Invoer en doorloop ze zoals elke herhaling (Spatie, Links/Rechts, Home/End); de scoregrafiek toont de punten per zet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Handmatig spelen&lt;/b&gt;: verplaats de eenheid met de toetsen die op de speelknoppen staan, maak zetten ongedaan en voer ze opnieuw uit; de invoer blijft bewaard als een oplossing die u kunt opslaan.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Oplossen&lt;/b&gt;: het menu Honeycomb voert de ingebouwde oplosser uit op een werkthread en voegt de oplossing toe als nieuwe invoer. Bestand &amp;gt; Opslaan schrijft een oplossingenbestand in het formaat van de wedstrijd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Less (CodeCup 2017)&lt;/h2&gt;&lt;p&gt;Four colours, two teams (Yellow and White against Black and Red), move their pieces across an 8x8 board of walls to the opposite corner. Each turn has 3 moves; crossing a wall costs more. The team that used fewer moves wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing a turn&lt;/b&gt;: click one of your pieces; its steps and jumps are marked with their cost. Click a target to make the step; Backspace takes a step back, Esc clears the turn, Enter plays it. Ctrl+Z undoes your last turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Players&lt;/b&gt;: each colour is you, a bot (random, greedy, search or tree search, the strongest) or a CodeCup program. &lt;b&gt;Replays&lt;/b&gt;: File &amp;gt; Open takes a game log to step through; the figures show the moves charged and the projected score from the exact final rush.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Less (CodeCup 2017)&lt;/h2&gt;&lt;p&gt;Vier kleuren in twee teams (Geel en Wit tegen Zwart en Rood) verplaatsen hun stukken over een bord van 8x8 met muren naar de tegenoverliggende hoek. Elke beurt heeft 3 zetten; over een muur gaan kost meer. Het team dat minder zetten gebruikte, wint.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Een beurt spelen&lt;/b&gt;: klik op een van uw stukken; de stappen en sprongen ervan worden gemarkeerd met hun kosten. Klik op een doelveld om de stap te zetten; Backspace neemt een stap terug, Esc wist de beurt, Enter speelt haar. Ctrl+Z maakt uw laatste beurt ongedaan.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spelers&lt;/b&gt;: elke kleur is uzelf, een bot (willekeurig, gretig, zoeken of boomzoeken, de sterkste) of een CodeCup-programma. &lt;b&gt;Herhalingen&lt;/b&gt;: Bestand &amp;gt; Openen neemt een partijlog om te doorlopen; de cijfers tonen de aangerekende zetten en de verwachte score op basis van de exacte eindsprint.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Arimaa (WCC 2015)&lt;/h2&gt;&lt;p&gt;Chess pieces played by other rules: up to four steps a turn, pushes and pulls, freezing and traps. A rabbit reaching the far row wins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Setup&lt;/b&gt;: drag one piece onto another to swap them, then Confirm Setup (Enter). &lt;b&gt;Moves&lt;/b&gt;: drag a piece one step (or click it, then its destination); a push is two drags, the enemy piece first. Backspace undoes a step, Enter finishes the turn, Ctrl+Z takes back a move, Ctrl+F flips the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Players and clocks&lt;/b&gt;: each side is you, a built-in bot or an AEI engine, under a time control; the evaluation graph follows the game. &lt;b&gt;Records&lt;/b&gt;: File &amp;gt; Open replays a game record or an arimaa.com archive move by move.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Arimaa (WCC 2015)&lt;/h2&gt;&lt;p&gt;Schaakstukken gespeeld met andere regels: tot vier stappen per beurt, duwen en trekken, bevriezen en vallen. Een konijn dat de overkant bereikt, wint.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Opstelling&lt;/b&gt;: sleep een stuk op een ander om ze te verwisselen en kies dan Opstelling bevestigen (Enter). &lt;b&gt;Zetten&lt;/b&gt;: sleep een stuk één stap (of klik erop en daarna op het doel); duwen gaat met twee keer slepen, eerst het stuk van de tegenstander. Backspace maakt een stap ongedaan, Enter beëindigt de beurt, Ctrl+Z neemt een zet terug, Ctrl+F draait het bord om.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spelers en klokken&lt;/b&gt;: elke kant is uzelf, een ingebouwde bot of een AEI-engine, met een bedenktijd; de evaluatiegrafiek volgt de partij. &lt;b&gt;Partijverslagen&lt;/b&gt;: Bestand &amp;gt; Openen speelt een partijverslag of een archief van arimaa.com zet voor zet na.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Peaceable pieces (TCO19 final)&lt;/h2&gt;&lt;p&gt;Place chess pieces for several players on a board so that no piece attacks a piece of another player; the score is the lowest player's total.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tests&lt;/b&gt;: a seed and Generate make the official test; File &amp;gt; Open reads a test input. &lt;b&gt;Editing&lt;/b&gt;: choose a piece and a player, left-click a cell to put it, right-click to remove it; Ctrl+Z and Ctrl+Shift+Z undo and redo. The bars, the score and the list of conflicts follow every edit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Solve (F5)&lt;/b&gt; runs the solver for the time chosen and plots its score over time; Stop keeps the best found. The best-scores table lists the best answers kept; double-click one to open that seed with it. Peaceable &amp;gt; Save Answer As writes the contest's output format.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Peaceable pieces (TCO19-finale)&lt;/h2&gt;&lt;p&gt;Plaats schaakstukken voor meerdere spelers op een bord zodat geen enkel stuk een stuk van een andere speler aanvalt; de score is het totaal van de laagste speler.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tests&lt;/b&gt;: een startwaarde en Genereren maken de officiële test; Bestand &amp;gt; Openen leest een testinvoer. &lt;b&gt;Bewerken&lt;/b&gt;: kies een stuk en een speler, klik met links op een veld om het te plaatsen, met rechts om het te verwijderen; Ctrl+Z en Ctrl+Shift+Z maken ongedaan en voeren opnieuw uit. De balken, de score en de lijst met conflicten volgen elke bewerking.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Oplossen (F5)&lt;/b&gt; voert de oplosser uit gedurende de gekozen tijd en zet de score uit tegen de tijd; Stoppen behoudt de beste gevonden plaatsing. De tabel met beste scores toont de bewaarde beste antwoorden; dubbelklik op een ervan om die startwaarde ermee te openen. Peaceable &amp;gt; Antwoord opslaan als schrijft het uitvoerformaat van de wedstrijd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tournaments&lt;/h2&gt;&lt;p&gt;Brains, bots and programs play each other under a contest's own ranking, on all cores, into a database that can be resumed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Setup&lt;/b&gt;: choose the game, add players and settings, choose the database file, then Start. &lt;b&gt;Running&lt;/b&gt;: the standings, crosstable and points plot fill in live; Cancel stops and the database keeps every game played. Open any game from the games list in its own workspace.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Toernooien&lt;/h2&gt;&lt;p&gt;Breinen, bots en programma's spelen tegen elkaar volgens de eigen rangschikking van een wedstrijd, op alle kernen, in een database die kan worden hervat.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Instellen&lt;/b&gt;: kies het spel, voeg spelers en instellingen toe, kies het databasebestand en klik dan op Starten. &lt;b&gt;Tijdens het spelen&lt;/b&gt;: de stand, de kruistabel en de puntengrafiek worden live bijgewerkt; Annuleren stopt en de database bewaart elke gespeelde partij. Open een partij uit de lijst met partijen in haar eigen werkruimte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playbench&lt;/h2&gt;&lt;p&gt;Open a sample of a game from the start page, or a file of any of the five games with File &amp;gt; Open. Each open game is a tab; its own menu sits between File and Help. Help &amp;gt; Keyboard Shortcuts lists the keys of the workspace in front.&lt;/p&gt;&lt;p&gt;Unsaved work (edited brains, hand-played solutions, games in progress, answers) is autosaved every few seconds; after a crash the next start offers to restore it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Playbench&lt;/h2&gt;&lt;p&gt;Open een voorbeeld van een spel vanaf de startpagina, of een bestand van een van de vijf spellen met Bestand &amp;gt; Openen. Elk geopend spel is een tabblad; het eigen menu ervan staat tussen Bestand en Help. Help &amp;gt; Sneltoetsen toont de toetsen van de werkruimte op de voorgrond.&lt;/p&gt;&lt;p&gt;Niet-opgeslagen werk (bewerkte breinen, handmatig gespeelde oplossingen, lopende partijen, antwoorden) wordt om de paar seconden automatisch opgeslagen; na een crash biedt de volgende start aan het te herstellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: cannot write the image</source>
        <translation>%1: de afbeelding kan niet worden geschreven</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Afbeelding exporteren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Keep the board's proportions</source>
        <translation>Verhoudingen van het bord behouden</translation>
    </message>
    <message>
        <source>The whole board, drawn at this size (an SVG drawing scales further).</source>
        <translation>Het hele bord, getekend op dit formaat (een SVG-tekening schaalt verder).</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breedte:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Hoogte:</translation>
    </message>
    <message>
        <source>Playbench User Guide</source>
        <translation>Playbench-handleiding</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>The page before (Alt+Left)</source>
        <translation>De vorige pagina (Alt+Links)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vooruit</translation>
    </message>
    <message>
        <source>The next page (Alt+Right)</source>
        <translation>De volgende pagina (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>The guide's first page: every game's page</source>
        <translation>De eerste pagina van de handleiding: met de pagina's van alle spellen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every panel, menu item and key, a typical session, the command-line equivalents and the common errors, with pictures: Help &amp;gt; User Guide.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Elk paneel, elk menu-item en elke toets, een typische sessie, de equivalenten op de opdrachtregel en de veelvoorkomende fouten, met afbeeldingen: Help &amp;gt; Handleiding.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>pb::gui::AntsDocument</name>
    <message>
        <source>the autosaved workspace has no brains</source>
        <translation>de automatisch opgeslagen werkruimte heeft geen breinen</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>The %1 brain has errors; the game starts once they are fixed.</source>
        <translation>Het brein van %1 bevat fouten; de partij begint zodra ze zijn verholpen.</translation>
    </message>
    <message>
        <source>Game started: %1 against %2, seed %3</source>
        <translation>Partij gestart: %1 tegen %2, startwaarde %3</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>naamloos</translation>
    </message>
    <message>
        <source>Round %1 of %2
Red (%3): %4 food, %5 ants
Black (%6): %7 food, %8 ants</source>
        <translation>Ronde %1 van %2
Rood (%3): %4 voedsel, %5 mieren
Zwart (%6): %7 voedsel, %8 mieren</translation>
    </message>
    <message>
        <source>world of seed %1</source>
        <translation>wereld met startwaarde %1</translation>
    </message>
    <message>
        <source>Ants: %1</source>
        <translation>Ants: %1</translation>
    </message>
    <message>
        <source>Save dump</source>
        <translation>Dump opslaan</translation>
    </message>
    <message>
        <source>The contest's dump format, one block per round (%1 rounds computed).</source>
        <translation>Het dumpformaat van de wedstrijd, één blok per ronde (%1 rondes berekend).</translation>
    </message>
    <message>
        <source>First round:</source>
        <translation>Eerste ronde:</translation>
    </message>
    <message>
        <source>Last round:</source>
        <translation>Laatste ronde:</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Writing the dump...</source>
        <translation>De dump wordt geschreven...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Dump cancelled</source>
        <translation>Dump geannuleerd</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Saved rounds %1 to %2 to %3</source>
        <translation>Rondes %1 tot en met %2 opgeslagen in %3</translation>
    </message>
    <message>
        <source>%1 vs %2 on %3</source>
        <translation>%1 tegen %2 op %3</translation>
    </message>
    <message>
        <source>a generated world</source>
        <translation>een gegenereerde wereld</translation>
    </message>
    <message>
        <source>Compare a dump with this game</source>
        <translation>Een dump vergelijken met deze partij</translation>
    </message>
    <message>
        <source>Ant dumps (*.txt *.dump *.gz);;All files (*)</source>
        <translation>Mierendumps (*.txt *.dump *.gz);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Save brain</source>
        <translation>Brein opslaan</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <source>Save %1 brain as</source>
        <translation>Brein van %1 opslaan als</translation>
    </message>
    <message>
        <source>Brain language (*.antl);;All files (*)</source>
        <translation>Breintaal (*.antl);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Ant brains (*.ant);;All files (*)</source>
        <translation>Mierenbreinen (*.ant);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Save world as</source>
        <translation>Wereld opslaan als</translation>
    </message>
    <message>
        <source>Ant worlds (*.world);;All files (*)</source>
        <translation>Mierenwerelden (*.world);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Save world</source>
        <translation>Wereld opslaan</translation>
    </message>
    <message>
        <source>%1: not an ants file (.world, .ant or .antl)</source>
        <translation>%1: geen Ants-bestand (.world, .ant of .antl)</translation>
    </message>
    <message>
        <source>Open brain</source>
        <translation>Brein openen</translation>
    </message>
    <message>
        <source>Load %1 as the red or the black brain?</source>
        <translation>%1 laden als het rode of het zwarte brein?</translation>
    </message>
    <message>
        <source>The %1 brain has unsaved changes. Replace it?</source>
        <translation>Het brein van %1 heeft niet-opgeslagen wijzigingen. Vervangen?</translation>
    </message>
    <message>
        <source>New random world</source>
        <translation>Nieuwe willekeurige wereld</translation>
    </message>
    <message>
        <source>The generated world is not saved. Replace it?</source>
        <translation>De gegenereerde wereld is niet opgeslagen. Vervangen?</translation>
    </message>
    <message>
        <source>Seed of the world (the same seed gives the same world):</source>
        <translation>Startwaarde van de wereld (dezelfde startwaarde geeft dezelfde wereld):</translation>
    </message>
    <message>
        <source>Generated a contest world from seed %1</source>
        <translation>Wedstrijdwereld gegenereerd uit startwaarde %1</translation>
    </message>
    <message>
        <source>The %1 brain is not in the brain language: it is already a state machine (Save Brain As).</source>
        <translation>Het brein van %1 is niet in de breintaal geschreven: het is al een toestandsmachine (Brein opslaan als).</translation>
    </message>
    <message>
        <source>The %1 brain has errors; fix them to export it.</source>
        <translation>Het brein van %1 bevat fouten; verhelp ze om het te exporteren.</translation>
    </message>
    <message numerus="yes">
        <source>Saved the compiled %1 brain (%n states) as %2</source>
        <translation>
            <numerusform>Het gecompileerde brein van %1 (%n toestand) opgeslagen als %2</numerusform>
            <numerusform>Het gecompileerde brein van %1 (%n toestanden) opgeslagen als %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Save compiled brain</source>
        <translation>Gecompileerd brein opslaan</translation>
    </message>
    <message>
        <source>Save the compiled %1 brain as</source>
        <translation>Het gecompileerde brein van %1 opslaan als</translation>
    </message>
    <message>
        <source>New brain in the language</source>
        <translation>Nieuw brein in de taal</translation>
    </message>
    <message>
        <source>Replace the red or the black brain with a new brain in the ant brain language?</source>
        <translation>Het rode of het zwarte brein vervangen door een nieuw brein in de breintaal voor mieren?</translation>
    </message>
    <message>
        <source>Red markers</source>
        <translation>Markeringen van Rood</translation>
    </message>
    <message>
        <source>Black markers</source>
        <translation>Markeringen van Zwart</translation>
    </message>
    <message>
        <source>Show or hide all markers of this colour</source>
        <translation>Alle markeringen van deze kleur tonen of verbergen</translation>
    </message>
    <message>
        <source>%1 marker %2</source>
        <translation>Markering %2 van %1</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Uitzoomen (-)</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>Inzoomen (+)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passend</translation>
    </message>
    <message>
        <source>Show the whole world (F)</source>
        <translation>De hele wereld tonen (F)</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Restart with this brain</source>
        <translation>Herstarten met dit brein</translation>
    </message>
    <message>
        <source>Start the game again with the brains as they are in the editors (Ctrl+R)</source>
        <translation>De partij opnieuw starten met de breinen zoals ze in de editors staan (Ctrl+R)</translation>
    </message>
    <message>
        <source>Red brain</source>
        <translation>Brein van Rood</translation>
    </message>
    <message>
        <source>Black brain</source>
        <translation>Brein van Zwart</translation>
    </message>
    <message>
        <source>Seed of the contest's random number generator</source>
        <translation>Startwaarde van de randomgenerator van de wedstrijd</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <source>Restart game</source>
        <translation>Partij herstarten</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partij</translation>
    </message>
    <message>
        <source>&amp;Ants</source>
        <translation>&amp;Ants</translation>
    </message>
    <message>
        <source>&amp;Restart Game</source>
        <translation>Partij he&amp;rstarten</translation>
    </message>
    <message>
        <source>&amp;New Random World...</source>
        <translation>&amp;Nieuwe willekeurige wereld...</translation>
    </message>
    <message>
        <source>New Brain in the &amp;Language...</source>
        <translation>Nieuw brein in de &amp;taal...</translation>
    </message>
    <message>
        <source>Start a brain in the ant brain language from the sample forager</source>
        <translation>Een brein in de breintaal voor mieren beginnen vanuit de voorbeeldverzamelaar</translation>
    </message>
    <message>
        <source>Save &amp;World As...</source>
        <translation>&amp;Wereld opslaan als...</translation>
    </message>
    <message>
        <source>Save Red &amp;Brain As...</source>
        <translation>&amp;Brein van Rood opslaan als...</translation>
    </message>
    <message>
        <source>Save Black B&amp;rain As...</source>
        <translation>Brein van &amp;Zwart opslaan als...</translation>
    </message>
    <message>
        <source>Save Com&amp;piled Brain As...</source>
        <translation>Gecom&amp;pileerd brein opslaan als...</translation>
    </message>
    <message>
        <source>Write the .ant state machine compiled from the brain in the language</source>
        <translation>De .ant-toestandsmachine schrijven die uit het brein in de taal is gecompileerd</translation>
    </message>
    <message>
        <source>Save &amp;Dump...</source>
        <translation>&amp;Dump opslaan...</translation>
    </message>
    <message>
        <source>&amp;Compare a Dump with This Game...</source>
        <translation>Een dump met deze partij &amp;vergelijken...</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Fit World</source>
        <translation>Wereld passend &amp;maken</translation>
    </message>
</context>
<context>
    <name>pb::gui::AntsTournamentForm</name>
    <message>
        <source>Add...</source>
        <translation>Toevoegen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Brains (each pair plays twice on every world, once with each colour)</source>
        <translation>Breinen (elk paar speelt twee keer op elke wereld, één keer met elke kleur)</translation>
    </message>
    <message>
        <source>Worlds</source>
        <translation>Werelden</translation>
    </message>
    <message>
        <source>The contest's ten sample worlds</source>
        <translation>De tien voorbeeldwerelden van de wedstrijd</translation>
    </message>
    <message>
        <source>Contest worlds from our generator:</source>
        <translation>Wedstrijdwerelden uit onze generator:</translation>
    </message>
    <message>
        <source> worlds</source>
        <translation> werelden</translation>
    </message>
    <message>
        <source>first seed </source>
        <translation>eerste startwaarde </translation>
    </message>
    <message>
        <source>World files:</source>
        <translation>Wereldbestanden:</translation>
    </message>
    <message>
        <source>Game seed:</source>
        <translation>Startwaarde van de partij:</translation>
    </message>
    <message>
        <source>Rounds per game:</source>
        <translation>Rondes per partij:</translation>
    </message>
    <message>
        <source>sample0.world to sample9.world in %1</source>
        <translation>sample0.world tot en met sample9.world in %1</translation>
    </message>
    <message>
        <source>&lt;span style='color:#b00020'&gt;Not found: the sample worlds are looked for in %1 (set PLAYBENCH_REFERENCE to the contest reference data). Generate worlds or choose world files instead.&lt;/span&gt;</source>
        <translation>&lt;span style='color:#b00020'&gt;Niet gevonden: de voorbeeldwerelden worden gezocht in %1 (stel PLAYBENCH_REFERENCE in op de referentiegegevens van de wedstrijd). Genereer werelden of kies in plaats daarvan wereldbestanden.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>the reference data</source>
        <translation>de referentiegegevens</translation>
    </message>
    <message>
        <source>Add brains</source>
        <translation>Breinen toevoegen</translation>
    </message>
    <message>
        <source>Ant brains (*.ant);;All files (*)</source>
        <translation>Mierenbreinen (*.ant);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Add worlds</source>
        <translation>Werelden toevoegen</translation>
    </message>
    <message>
        <source>Ant worlds (*.world);;All files (*)</source>
        <translation>Mierenwerelden (*.world);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Add at least two brains.</source>
        <translation>Voeg minstens twee breinen toe.</translation>
    </message>
    <message>
        <source>The sample worlds are not in %1; set PLAYBENCH_REFERENCE to the contest reference data, or generate worlds or choose world files.</source>
        <translation>De voorbeeldwerelden staan niet in %1; stel PLAYBENCH_REFERENCE in op de referentiegegevens van de wedstrijd, of genereer werelden of kies wereldbestanden.</translation>
    </message>
    <message>
        <source>Add at least one world file.</source>
        <translation>Voeg minstens één wereldbestand toe.</translation>
    </message>
</context>
<context>
    <name>pb::gui::ArimaaDocument</name>
    <message>
        <source>the autosaved move %1: %2</source>
        <translation>de automatisch opgeslagen zet %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n move(s); %1 to play %2.</source>
        <translation>
            <numerusform>Partij hersteld na %n zet; %1 speelt %2.</numerusform>
            <numerusform>Partij hersteld na %n zetten; %1 speelt %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>New game: Gold sets up.</source>
        <translation>Nieuwe partij: Goud stelt op.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nieuwe partij.</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>%1 speelt %2.</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persoon</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>willekeurige bot</translation>
    </message>
    <message>
        <source>search bot</source>
        <translation>zoekbot</translation>
    </message>
    <message>
        <source>Time control "%1", column %2: %3</source>
        <translation>Bedenktijd "%1", kolom %2: %3</translation>
    </message>
    <message>
        <source>%1 (%2) played %3.</source>
        <translation>%1 (%2) speelde %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> [%1]</source>
        <translation> [%1]</translation>
    </message>
    <message>
        <source>%1 played an illegal move at %2: %3%4</source>
        <translation>%1 speelde een ongeldige zet bij %2: %3%4</translation>
    </message>
    <message>
        <source>%1 ran out of time at %2: %3</source>
        <translation>%1 had geen tijd meer bij %2: %3</translation>
    </message>
    <message>
        <source>%1 forfeits at %2: %3</source>
        <translation>%1 verliest reglementair bij %2: %3</translation>
    </message>
    <message>
        <source>the game limit was reached: scored by the pieces left (%1)</source>
        <translation>de partijlimiet is bereikt: score op basis van de resterende stukken (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 has no legal move</source>
        <translation>%1 heeft geen geldige zet</translation>
    </message>
    <message>
        <source>%1 wins by %2.</source>
        <translation>%1 wint door %2.</translation>
    </message>
    <message>
        <source>%1 wins by %2: %3</source>
        <translation>%1 wint door %2: %3</translation>
    </message>
    <message>
        <source>%1 is set up.</source>
        <translation>%1 is opgesteld.</translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation>%1 gespeeld.</translation>
    </message>
    <message>
        <source>Setup refused: %1</source>
        <translation>Opstelling geweigerd: %1</translation>
    </message>
    <message>
        <source>The move cannot be played: %1</source>
        <translation>De zet kan niet worden gespeeld: %1</translation>
    </message>
    <message>
        <source>No move to take back.</source>
        <translation>Geen zet om terug te nemen.</translation>
    </message>
    <message>
        <source>Took back a move; %1 to play %2.</source>
        <translation>Zet teruggenomen; %1 speelt %2.</translation>
    </message>
    <message>
        <source>Save Arimaa Game</source>
        <translation>Arimaa-partij opslaan</translation>
    </message>
    <message>
        <source>arimaa-game.txt</source>
        <translation>arimaa-game.txt</translation>
    </message>
    <message>
        <source>Arimaa games (*.txt);;All files (*)</source>
        <translation>Arimaa-partijen (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 opgeslagen.</translation>
    </message>
    <message>
        <source>a move has at most four steps</source>
        <translation>een zet heeft hoogstens vier stappen</translation>
    </message>
    <message>
        <source>This is a replay; start a New Game to play.</source>
        <translation>Dit is een herhaling; begin een nieuwe partij om te spelen.</translation>
    </message>
    <message>
        <source>%1's pieces stay on its two home ranks during the setup.</source>
        <translation>De stukken van %1 blijven tijdens de opstelling op de eigen twee thuisrijen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>De partij is afgelopen.</translation>
    </message>
    <message>
        <source>It is %1's turn (%2).</source>
        <translation>%1 is aan de beurt (%2).</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>geen stuk op %1</translation>
    </message>
    <message>
        <source>a step goes to a square next to the piece</source>
        <translation>een stap gaat naar een veld naast het stuk</translation>
    </message>
    <message>
        <source>%1 is taken</source>
        <translation>%1 is bezet</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Stap %1: %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Geweigerd: %1</translation>
    </message>
    <message>
        <source>Step taken back; %1 of 4 steps made.</source>
        <translation>Stap teruggenomen; %1 van 4 stappen gezet.</translation>
    </message>
    <message>
        <source>%1 sets up.</source>
        <translation>%1 stelt op.</translation>
    </message>
    <message>
        <source>Steps cleared; %1 to move.</source>
        <translation>Stappen gewist; %1 aan zet.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 aan zet.</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>no games in the archive</source>
        <translation>geen partijen in het archief</translation>
    </message>
    <message>
        <source>%1: %2 (Gold) vs %3 (Silver), %4</source>
        <translation>%1: %2 (Goud) tegen %3 (Zilver), %4</translation>
    </message>
    <message>
        <source>Open Arimaa Archive</source>
        <translation>Arimaa-archief openen</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partij:</translation>
    </message>
    <message>
        <source>%1 game %2</source>
        <translation>%1 partij %2</translation>
    </message>
    <message>
        <source>Recorded result: %1 wins (%2)</source>
        <translation>Vastgelegde uitslag: %1 wint (%2)</translation>
    </message>
    <message>
        <source>%1: no moves (lines such as "1g Ra1 ...") in the file</source>
        <translation>%1: geen zetten (regels zoals "1g Ra1 ...") in het bestand</translation>
    </message>
    <message>
        <source>%1:%2: move %3 (%4): %5</source>
        <translation>%1:%2: zet %3 (%4): %5</translation>
    </message>
    <message>
        <source>Replaying %1: %2 moves.</source>
        <translation>%1 wordt nagespeeld: %2 zetten.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>begin</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Goud</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Zilver</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>doel</translation>
    </message>
    <message>
        <source>elimination</source>
        <translation>eliminatie</translation>
    </message>
    <message>
        <source>immobilisation</source>
        <translation>immobilisatie</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>opgave</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tijdsoverschrijding</translation>
    </message>
    <message>
        <source>forfeit</source>
        <translation>reglementair verlies</translation>
    </message>
    <message>
        <source>score at the game limit</source>
        <translation>score bij de partijlimiet</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>ongeldige zet</translation>
    </message>
    <message>
        <source>Players and clocks</source>
        <translation>Spelers en klokken</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persoon</translation>
    </message>
    <message>
        <source>Bot: random</source>
        <translation>Bot: willekeurig</translation>
    </message>
    <message>
        <source>Bot: search</source>
        <translation>Bot: zoeken</translation>
    </message>
    <message>
        <source>AEI engine...</source>
        <translation>AEI-engine...</translation>
    </message>
    <message>
        <source>AEI Engine for %1</source>
        <translation>AEI-engine voor %1</translation>
    </message>
    <message>
        <source>The engine's command line (it speaks AEI on stdin/stdout):</source>
        <translation>De opdrachtregel van de engine (die spreekt AEI via stdin/stdout):</translation>
    </message>
    <message>
        <source>Gold:</source>
        <translation>Goud:</translation>
    </message>
    <message>
        <source>Silver:</source>
        <translation>Zilver:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>0:30/5/100/10 (quick)</source>
        <translation>0:30/5/100/10 (snel)</translation>
    </message>
    <message>
        <source>0/5 (five minutes each)</source>
        <translation>0/5 (ieder vijf minuten)</translation>
    </message>
    <message>
        <source>2m/6m/100/0/8h/6m (WCC 2015 finals)</source>
        <translation>2m/6m/100/0/8h/6m (WCC 2015-finale)</translation>
    </message>
    <message>
        <source>M/R/P/L/G/T: move time, reserve, percent of unused time added, reserve limit, game limit (or turns with t), turn limit. Applies from the next new game.</source>
        <translation>M/R/P/L/G/T: tijd per zet, reservetijd, percentage ongebruikte tijd dat wordt toegevoegd, limiet van de reservetijd, partijlimiet (of beurten met t), limiet per beurt. Geldt vanaf de volgende nieuwe partij.</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenktijd:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuwe partij</translation>
    </message>
    <message>
        <source>&amp;Finish Turn</source>
        <translation>Beurt &amp;beëindigen</translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation>&amp;Stap ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Take Back Move</source>
        <translation>Zet &amp;terugnemen</translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation>Bord &amp;omdraaien</translation>
    </message>
    <message>
        <source>C&amp;lear Steps</source>
        <translation>Stappen &amp;wissen</translation>
    </message>
    <message>
        <source>Standard setup</source>
        <translation>Standaardopstelling</translation>
    </message>
    <message>
        <source>Random setup</source>
        <translation>Willekeurige opstelling</translation>
    </message>
    <message>
        <source>Confirm setup (Enter)</source>
        <translation>Opstelling bevestigen (Enter)</translation>
    </message>
    <message>
        <source>Finish turn (Enter)</source>
        <translation>Beurt beëindigen (Enter)</translation>
    </message>
    <message>
        <source>Undo step</source>
        <translation>Stap ongedaan maken</translation>
    </message>
    <message>
        <source>Take back move</source>
        <translation>Zet terugnemen</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zet</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Zetten:</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Score for Gold (centi-rabbits)</source>
        <translation>Score voor Goud (centikonijnen)</translation>
    </message>
    <message>
        <source>Arimaa: %1</source>
        <translation>Arimaa: %1</translation>
    </message>
    <message>
        <source>Arimaa: game</source>
        <translation>Arimaa: partij</translation>
    </message>
    <message>
        <source>&amp;Arimaa</source>
        <translation>&amp;Arimaa</translation>
    </message>
    <message>
        <source>Time control %1.</source>
        <translation>Bedenktijd %1.</translation>
    </message>
    <message>
        <source>Time control %1 from the next new game.</source>
        <translation>Bedenktijd %1 vanaf de volgende nieuwe partij.</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking... %3 s%4</source>
        <translation>%1 (%2) denkt na... %3 s%4</translation>
    </message>
    <message>
        <source>, depth %1, score %2</source>
        <translation>, diepte %1, score %2</translation>
    </message>
    <message>
        <source>Material for Gold (centi-rabbits)</source>
        <translation>Materiaal voor Goud (centikonijnen)</translation>
    </message>
    <message>
        <source>%1: %2 sets up</source>
        <translation>%1: %2 stelt op</translation>
    </message>
    <message>
        <source>%1: %2 to move</source>
        <translation>%1: %2 aan zet</translation>
    </message>
    <message>
        <source>Replay, move %1 of %2: %3</source>
        <translation>Herhaling, zet %1 van %2: %3</translation>
    </message>
    <message>
        <source>Replay: the empty board (moves 1g to %1)</source>
        <translation>Herhaling: het lege bord (zetten 1g tot %1)</translation>
    </message>
    <message>
        <source>Steps: %1 of 4%2</source>
        <translation>Stappen: %1 van 4%2</translation>
    </message>
    <message>
        <source>Drag a piece onto another to swap them, then confirm the setup (Enter).</source>
        <translation>Sleep een stuk op een ander om ze te verwisselen en bevestig dan de opstelling (Enter).</translation>
    </message>
</context>
<context>
    <name>pb::gui::ArimaaTournamentForm</name>
    <message>
        <source>Round robin</source>
        <translation>Round-robin</translation>
    </message>
    <message>
        <source>World Computer Championship 2015: qualifier (against benchmark bots)</source>
        <translation>World Computer Championship 2015: kwalificatie (tegen benchmarkbots)</translation>
    </message>
    <message>
        <source>World Computer Championship 2015: finals (floating quad elimination)</source>
        <translation>World Computer Championship 2015: finale (floating quad elimination)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formaat:</translation>
    </message>
    <message>
        <source>Benchmark bots (every entrant plays each of them)</source>
        <translation>Benchmarkbots (elke deelnemer speelt tegen elk van hen)</translation>
    </message>
    <message>
        <source>Losses that eliminate a player (the championship: four)</source>
        <translation>Nederlagen waarmee een speler wordt uitgeschakeld (het kampioenschap: vier)</translation>
    </message>
    <message>
        <source>Lives:</source>
        <translation>Levens:</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenktijd:</translation>
    </message>
    <message>
        <source>M/R/P/L/G/T as the official match rules write it, e.g. 0:02/0:30; the championship played 2m/6m/100/0/8h/6m</source>
        <translation>M/R/P/L/G/T zoals de officiële wedstrijdregels het schrijven, bijv. 0:02/0:30; het kampioenschap speelde 2m/6m/100/0/8h/6m</translation>
    </message>
    <message>
        <source>Untimed, per move:</source>
        <translation>Zonder klok, per zet:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Klok:</translation>
    </message>
    <message>
        <source>by the clock</source>
        <translation>volgens de klok</translation>
    </message>
    <message>
        <source>The built-in search bots search this many steps whatever the clock: the same games every run.</source>
        <translation>De ingebouwde zoekbots zoeken dit aantal stappen diep, ongeacht de klok: elke keer dezelfde partijen.</translation>
    </message>
    <message>
        <source>Bot search depth:</source>
        <translation>Zoekdiepte van de bots:</translation>
    </message>
    <message>
        <source>Seed of the bots:</source>
        <translation>Startwaarde van de bots:</translation>
    </message>
    <message>
        <source>Players (built-in bots or AEI engines; every pair meets, colours alternating)</source>
        <translation>Spelers (ingebouwde bots of AEI-engines; elk paar speelt tegen elkaar, met wisselende kleuren)</translation>
    </message>
    <message>
        <source>Entrants (built-in bots or AEI engines)</source>
        <translation>Deelnemers (ingebouwde bots of AEI-engines)</translation>
    </message>
    <message>
        <source>Entrants in seed order, 2 to 20 (the qualifier's ranking; Move Up and Move Down reorder them)</source>
        <translation>Deelnemers in plaatsingsvolgorde, 2 tot 20 (de rangschikking van de kwalificatie; Omhoog en Omlaag wijzigen de volgorde)</translation>
    </message>
    <message>
        <source>Games at most per benchmark bot:</source>
        <translation>Maximaal aantal partijen per benchmarkbot:</translation>
    </message>
    <message>
        <source>Games per pair:</source>
        <translation>Partijen per paar:</translation>
    </message>
    <message>
        <source>Add at least one entrant.</source>
        <translation>Voeg minstens één deelnemer toe.</translation>
    </message>
    <message>
        <source>Add at least two players.</source>
        <translation>Voeg minstens twee spelers toe.</translation>
    </message>
    <message>
        <source>The finals take 2 to 20 entrants, not %1.</source>
        <translation>De finale is voor 2 tot 20 deelnemers, niet %1.</translation>
    </message>
    <message>
        <source>Add at least one benchmark bot.</source>
        <translation>Voeg minstens één benchmarkbot toe.</translation>
    </message>
    <message>
        <source>Time control %1: column %2: %3</source>
        <translation>Bedenktijd %1: kolom %2: %3</translation>
    </message>
</context>
<context>
    <name>pb::gui::Document</name>
    <message>
        <source>%1 keeps nothing to restore</source>
        <translation>%1 bevat niets om te herstellen</translation>
    </message>
</context>
<context>
    <name>pb::gui::DumpCompareDocument</name>
    <message>
        <source>The traces are identical over every round they share.</source>
        <translation>De traces zijn identiek in elke ronde die ze gemeen hebben.</translation>
    </message>
    <message>
        <source>No other round differs in that direction.</source>
        <translation>Er is in die richting geen andere ronde die verschilt.</translation>
    </message>
    <message>
        <source>First divergence</source>
        <translation>Eerste afwijking</translation>
    </message>
    <message>
        <source>The first round in which the traces differ (Ctrl+Home)</source>
        <translation>De eerste ronde waarin de traces verschillen (Ctrl+Home)</translation>
    </message>
    <message>
        <source>Previous difference</source>
        <translation>Vorig verschil</translation>
    </message>
    <message>
        <source>The previous round in which the traces differ (Ctrl+Up)</source>
        <translation>De vorige ronde waarin de traces verschillen (Ctrl+Omhoog)</translation>
    </message>
    <message>
        <source>Next difference</source>
        <translation>Volgend verschil</translation>
    </message>
    <message>
        <source>The next round in which the traces differ (Ctrl+Down)</source>
        <translation>De volgende ronde waarin de traces verschillen (Ctrl+Omlaag)</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde:</translation>
    </message>
    <message>
        <source>indexing %p%</source>
        <translation>indexeren %p%</translation>
    </message>
    <message>
        <source>%1 is a %2 x %3 world and %4 a %5 x %6 one: they cannot be compared</source>
        <translation>%1 is een wereld van %2 x %3 en %4 een van %5 x %6: ze kunnen niet worden vergeleken</translation>
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
        <translation>%1 is een wereld van %2 x %3, die van de partij is %4 x %5: ze kunnen niet worden vergeleken</translation>
    </message>
    <message>
        <source>B: %1 (simulated now, seed %2)</source>
        <translation>B: %1 (nu gesimuleerd, startwaarde %2)</translation>
    </message>
    <message>
        <source>Compare traces</source>
        <translation>Traces vergelijken</translation>
    </message>
    <message>
        <source>Compare: %1 / %2</source>
        <translation>Vergelijken: %1 / %2</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergelijken</translation>
    </message>
    <message>
        <source>&amp;First Divergence</source>
        <translation>&amp;Eerste afwijking</translation>
    </message>
    <message>
        <source>&amp;Next Differing Round</source>
        <translation>&amp;Volgende afwijkende ronde</translation>
    </message>
    <message>
        <source>&amp;Previous Differing Round</source>
        <translation>V&amp;orige afwijkende ronde</translation>
    </message>
    <message>
        <source>Fit &amp;World</source>
        <translation>&amp;Wereld passend maken</translation>
    </message>
    <message>
        <source>Round %1 is not in %2 (yet).</source>
        <translation>Ronde %1 staat (nog) niet in %2.</translation>
    </message>
    <message>
        <source>&lt;p&gt;... and %1 more cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;... en nog %1 cellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Round %1: not (yet) in trace B.</source>
        <translation>Ronde %1: (nog) niet in trace B.</translation>
    </message>
    <message>
        <source>Round %1: the simulation is still being computed.</source>
        <translation>Ronde %1: de simulatie wordt nog berekend.</translation>
    </message>
    <message>
        <source>Round %1: the traces agree.</source>
        <translation>Ronde %1: de traces komen overeen.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: %n cell(s) differ.</source>
        <translation>
            <numerusform>Ronde %1: %n cel verschilt.</numerusform>
            <numerusform>Ronde %1: %n cellen verschillen.</numerusform>
        </translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>... en nog %1</translation>
    </message>
    <message>
        <source>Looking for the first divergence...</source>
        <translation>De eerste afwijking wordt gezocht...</translation>
    </message>
    <message>
        <source>Looking for the next differing round...</source>
        <translation>De volgende afwijkende ronde wordt gezocht...</translation>
    </message>
    <message>
        <source>%1: open a second trace with File &gt; Compare Ant Dumps</source>
        <translation>%1: open een tweede trace met Bestand &gt; Mierendumps vergelijken</translation>
    </message>
</context>
<context>
    <name>pb::gui::HoneycombDocument</name>
    <message>
        <source>Hand play: type commands on the board</source>
        <translation>Handmatig spelen: typ commando's op het bord</translation>
    </message>
    <message>
        <source>Still replaying; try again in a moment</source>
        <translation>Wordt nog nagespeeld; probeer het zo meteen opnieuw</translation>
    </message>
    <message>
        <source>'%1' is not a command</source>
        <translation>'%1' is geen commando</translation>
    </message>
    <message>
        <source>The seed is not one of the problem's; pick another seed</source>
        <translation>De startwaarde is niet een van die van het probleem; kies een andere startwaarde</translation>
    </message>
    <message>
        <source>Refused: %1 would bring the unit back to a position it held (the contest would score 0)</source>
        <translation>Geweigerd: %1 zou de eenheid terugbrengen naar een positie die ze al had (de wedstrijd zou 0 punten geven)</translation>
    </message>
    <message>
        <source>Refused: the game is over</source>
        <translation>Geweigerd: de partij is afgelopen</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>%1 spelen</translation>
    </message>
    <message>
        <source>'%1'</source>
        <translation>'%1'</translation>
    </message>
    <message numerus="yes">
        <source>Locked; %n row(s) cleared</source>
        <translation>
            <numerusform>Vastgezet; %n rij gewist</numerusform>
            <numerusform>Vastgezet; %n rijen gewist</numerusform>
        </translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Vastgezet</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>'%1' (ignored)</source>
        <translation>'%1' (genegeerd)</translation>
    </message>
    <message>
        <source>Already at the start</source>
        <translation>Al aan het begin</translation>
    </message>
    <message>
        <source>back to the last spawn</source>
        <translation>terug naar de laatste startpositie</translation>
    </message>
    <message>
        <source>Back to the spawn of unit %1</source>
        <translation>Terug naar de startpositie van eenheid %1</translation>
    </message>
    <message>
        <source>autosave</source>
        <translation>automatisch opslaan</translation>
    </message>
    <message>
        <source>Phrases of Power</source>
        <translation>Machtswoorden</translation>
    </message>
    <message>
        <source>One phrase per line (matched without regard to case). The contest scored with 18; its final round used others.</source>
        <translation>Eén machtswoord per regel (hoofdletters en kleine letters maken geen verschil). De wedstrijd telde met 18; de laatste ronde gebruikte andere.</translation>
    </message>
    <message>
        <source>The Contest's 18</source>
        <translation>De 18 van de wedstrijd</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Oplossen</translation>
    </message>
    <message>
        <source>The solver plays problem %1 with seed %2 and the current phrases of power (%3), game after game with varied weights, and keeps the best game. Its solution becomes a new entry (unsaved). Esc stops it early and keeps the best game so far; nothing changes if the first game has not ended.</source>
        <translation>De oplosser speelt probleem %1 met startwaarde %2 en de huidige machtswoorden (%3), partij na partij met wisselende gewichten, en bewaart de beste partij. De oplossing wordt een nieuwe invoer (niet opgeslagen). Esc stopt hem vroegtijdig en behoudt de beste partij tot dan toe; er verandert niets als de eerste partij nog niet is afgelopen.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time budget:</source>
        <translation>&amp;Tijdsbudget:</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Oplossen</translation>
    </message>
    <message>
        <source>Honeycomb</source>
        <translation>Honeycomb</translation>
    </message>
    <message>
        <source>%1: the solutions list is empty</source>
        <translation>%1: de lijst met oplossingen is leeg</translation>
    </message>
    <message>
        <source>%1: problem %2 was not found next to the file or in the reference problems</source>
        <translation>%1: probleem %2 is niet gevonden naast het bestand of bij de referentieproblemen</translation>
    </message>
    <message>
        <source>Problem %1 was not found</source>
        <translation>Probleem %1 is niet gevonden</translation>
    </message>
    <message numerus="yes">
        <source>Scoring with %n phrase(s) of power</source>
        <translation>
            <numerusform>Score met %n machtswoord</numerusform>
            <numerusform>Score met %n machtswoorden</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Honeycomb</source>
        <translation>&amp;Honeycomb</translation>
    </message>
    <message>
        <source>Open &amp;Problem or Solutions...</source>
        <translation>&amp;Probleem of oplossingen openen...</translation>
    </message>
    <message>
        <source>Open a Honeycomb file</source>
        <translation>Een Honeycomb-bestand openen</translation>
    </message>
    <message>
        <source>Honeycomb files (*.json);;All files (*)</source>
        <translation>Honeycomb-bestanden (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Save Solutions &amp;As...</source>
        <translation>Oplossingen opslaan &amp;als...</translation>
    </message>
    <message>
        <source>P&amp;hrases of Power...</source>
        <translation>&amp;Machtswoorden...</translation>
    </message>
    <message>
        <source>sample, problem %1</source>
        <translation>voorbeeld, probleem %1</translation>
    </message>
    <message>
        <source>problem %1</source>
        <translation>probleem %1</translation>
    </message>
    <message>
        <source>Honeycomb: %1</source>
        <translation>Honeycomb: %1</translation>
    </message>
    <message>
        <source>Save solutions</source>
        <translation>Oplossingen opslaan</translation>
    </message>
    <message>
        <source>Honeycomb solutions (*.json);;All files (*)</source>
        <translation>Honeycomb-oplossingen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>the solution is still being replayed</source>
        <translation>de oplossing wordt nog nagespeeld</translation>
    </message>
    <message>
        <source>there is no problem and no solution to save yet</source>
        <translation>er is nog geen probleem en geen oplossing om op te slaan</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation>%1:%2: fout: geen geldige JSON: %3</translation>
    </message>
    <message>
        <source>%1: neither a Honeycomb problem (an object with units, width and sourceSeeds) nor a solutions list (objects with problemId and solution)</source>
        <translation>%1: noch een Honeycomb-probleem (een object met units, width en sourceSeeds) noch een lijst met oplossingen (objecten met problemId en solution)</translation>
    </message>
    <message>
        <source>The solver is already running; Esc cancels it</source>
        <translation>De oplosser is al bezig; Esc annuleert hem</translation>
    </message>
    <message>
        <source>Open a problem first</source>
        <translation>Open eerst een probleem</translation>
    </message>
    <message>
        <source>Seed %1 is not one of problem %2's seeds; pick another seed</source>
        <translation>Startwaarde %1 is niet een van de startwaarden van probleem %2; kies een andere startwaarde</translation>
    </message>
    <message>
        <source>Solving problem %1, seed %2 for %3 s...</source>
        <translation>Probleem %1, startwaarde %2 wordt %3 s lang opgelost...</translation>
    </message>
    <message>
        <source>Solver stopped: the problem changed</source>
        <translation>Oplosser gestopt: het probleem is gewijzigd</translation>
    </message>
    <message>
        <source>Solver cancelled before its first game ended; nothing changed</source>
        <translation>Oplosser geannuleerd voordat de eerste partij was afgelopen; er is niets gewijzigd</translation>
    </message>
    <message>
        <source>Solver: score %L1 (games played: %L2); the solution is entry %3 (not saved yet)</source>
        <translation>Oplosser: score %L1 (gespeelde partijen: %L2); de oplossing is invoer %3 (nog niet opgeslagen)</translation>
    </message>
    <message>
        <source>— the time ran out before the game ended: a budget of more seconds plays it to the end</source>
        <translation>— de tijd was op voordat de partij was afgelopen: met een budget van meer seconden wordt ze uitgespeeld</translation>
    </message>
    <message>
        <source>— cancelled: the best game so far</source>
        <translation>— geannuleerd: de beste partij tot dan toe</translation>
    </message>
    <message>
        <source>The entry of the solutions file shown</source>
        <translation>De getoonde invoer uit het oplossingenbestand</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Invoer:</translation>
    </message>
    <message>
        <source>The seed of the unit source: one of the problem's seeds</source>
        <translation>De startwaarde van de eenhedenbron: een van de startwaarden van het probleem</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Start&amp;waarde:</translation>
    </message>
    <message>
        <source>&amp;Hand Play</source>
        <translation>&amp;Handmatig spelen</translation>
    </message>
    <message>
        <source>Play commands with the keyboard on the board (Ctrl+H)</source>
        <translation>Commando's met het toetsenbord op het bord spelen (Ctrl+H)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>O&amp;pnieuw</translation>
    </message>
    <message>
        <source>&amp;Back to Last Spawn</source>
        <translation>&amp;Terug naar laatste startpositie</translation>
    </message>
    <message>
        <source>Remove the current unit's commands, back to where it spawned (Ctrl+Backspace)</source>
        <translation>De commando's van de huidige eenheid verwijderen, terug naar haar startpositie (Ctrl+Backspace)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Go to the start (Home)</source>
        <translation>Naar het begin (Home)</translation>
    </message>
    <message>
        <source>One command back (Left)</source>
        <translation>Eén commando terug (Links)</translation>
    </message>
    <message>
        <source>One command forward (Right)</source>
        <translation>Eén commando vooruit (Rechts)</translation>
    </message>
    <message>
        <source>10 commands back (Shift+Left)</source>
        <translation>10 commando's terug (Shift+Links)</translation>
    </message>
    <message>
        <source>10 commands forward (Shift+Right)</source>
        <translation>10 commando's vooruit (Shift+Rechts)</translation>
    </message>
    <message>
        <source>100 commands back (Ctrl+Left)</source>
        <translation>100 commando's terug (Ctrl+Links)</translation>
    </message>
    <message>
        <source>100 commands forward (Ctrl+Right)</source>
        <translation>100 commando's vooruit (Ctrl+Rechts)</translation>
    </message>
    <message>
        <source>1,000 commands back (Ctrl+Shift+Left)</source>
        <translation>1.000 commando's terug (Ctrl+Shift+Links)</translation>
    </message>
    <message>
        <source>1,000 commands forward (Ctrl+Shift+Right)</source>
        <translation>1.000 commando's vooruit (Ctrl+Shift+Rechts)</translation>
    </message>
    <message>
        <source>Go to the last command (End)</source>
        <translation>Naar het laatste commando (End)</translation>
    </message>
    <message>
        <source>Type a command number to go to (Ctrl+J)</source>
        <translation>Typ een commandonummer om naartoe te gaan (Ctrl+J)</translation>
    </message>
    <message>
        <source>Go to Command…</source>
        <translation>Ga naar commando…</translation>
    </message>
    <message>
        <source>Last Command</source>
        <translation>Laatste commando</translation>
    </message>
    <message>
        <source>Commands played; type a number and press Enter to go there</source>
        <translation>Gespeelde commando's; typ een nummer en druk op Enter om ernaartoe te gaan</translation>
    </message>
    <message>
        <source>&amp;Command</source>
        <translation>&amp;Commando</translation>
    </message>
    <message>
        <source>%L1 commands/s</source>
        <translation>%L1 commando's/s</translation>
    </message>
    <message>
        <source>Previous &amp;Unit</source>
        <translation>&amp;Vorige eenheid</translation>
    </message>
    <message>
        <source>Back to where the previous unit spawned (Up)</source>
        <translation>Terug naar waar de vorige eenheid verscheen (Omhoog)</translation>
    </message>
    <message>
        <source>&amp;Next Unit</source>
        <translation>Volge&amp;nde eenheid</translation>
    </message>
    <message>
        <source>Forward to the next lock (Down)</source>
        <translation>Vooruit naar de volgende vastzetting (Omlaag)</translation>
    </message>
    <message>
        <source>Shown command</source>
        <translation>Getoond commando</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Commando:</translation>
    </message>
    <message>
        <source>Move score:</source>
        <translation>Zetscore:</translation>
    </message>
    <message>
        <source>Power score:</source>
        <translation>Machtsscore:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Totaal:</translation>
    </message>
    <message>
        <source>Lines cleared:</source>
        <translation>Gewiste rijen:</translation>
    </message>
    <message>
        <source>Units locked:</source>
        <translation>Vastgezette eenheden:</translation>
    </message>
    <message>
        <source>Units left:</source>
        <translation>Resterende eenheden:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partij:</translation>
    </message>
    <message>
        <source>Contest score:</source>
        <translation>Wedstrijdscore:</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Fout:</translation>
    </message>
    <message>
        <source>The score the contest gives the whole solution: move + power score, 0 if it has an error</source>
        <translation>De score die de wedstrijd aan de hele oplossing geeft: zetscore + machtsscore, 0 als ze een fout bevat</translation>
    </message>
    <message>
        <source>Move score + power score of the text up to the shown command</source>
        <translation>Zetscore + machtsscore van de tekst tot en met het getoonde commando</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand play&lt;/b&gt; (click the board first): W: p ' ! . 0 3 or Left; E: b c e f y 2 or Right; SW: a g h i j 4 or Down; SE: l m n o 5 space or Page Down; CW: d q r v z 1 or Up; CCW: k s t u w x or Page Up. Typing at an earlier command replaces the rest. Undo Ctrl+Z, redo Ctrl+Shift+Z, back to the unit's spawn Ctrl+Backspace.</source>
        <translation>&lt;b&gt;Handmatig spelen&lt;/b&gt; (klik eerst op het bord): W: p ' ! . 0 3 of Links; O: b c e f y 2 of Rechts; ZW: a g h i j 4 of Omlaag; ZO: l m n o 5 spatie of Page Down; rechtsom: d q r v z 1 of Omhoog; linksom: k s t u w x of Page Up. Typen bij een eerder commando vervangt de rest. Ongedaan maken Ctrl+Z, opnieuw Ctrl+Shift+Z, terug naar de startpositie van de eenheid Ctrl+Backspace.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problem %1&lt;/b&gt;: %2 × %3, %4 unit shapes, %5 units per game</source>
        <translation>&lt;b&gt;Probleem %1&lt;/b&gt;: %2 × %3, %4 eenheidsvormen, %5 eenheden per partij</translation>
    </message>
    <message>
        <source>%1 (not in the problem)</source>
        <translation>%1 (niet in het probleem)</translation>
    </message>
    <message>
        <source>%1: problem %2, seed %3</source>
        <translation>%1: probleem %2, startwaarde %3</translation>
    </message>
    <message>
        <source>This solution scores 0: %1</source>
        <translation>Deze oplossing scoort 0: %1</translation>
    </message>
    <message>
        <source>Replaying the solution (%L1 characters)...</source>
        <translation>De oplossing wordt nagespeeld (%L1 tekens)...</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L1 van %L2</translation>
    </message>
    <message>
        <source>%1 + 1 in play</source>
        <translation>%1 + 1 in het spel</translation>
    </message>
    <message>
        <source>a unit is in play</source>
        <translation>er is een eenheid in het spel</translation>
    </message>
    <message>
        <source>over: all units used</source>
        <translation>afgelopen: alle eenheden gebruikt</translation>
    </message>
    <message>
        <source>over: the next unit cannot spawn</source>
        <translation>afgelopen: de volgende eenheid kan niet verschijnen</translation>
    </message>
    <message>
        <source>stopped by the error</source>
        <translation>gestopt door de fout</translation>
    </message>
    <message>
        <source>0 (the solution has an error)</source>
        <translation>0 (de oplossing bevat een fout)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Where is problem %1?</source>
        <translation>Waar is probleem %1?</translation>
    </message>
    <message>
        <source>Honeycomb problems (*.json);;All files (*)</source>
        <translation>Honeycomb-problemen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Open problem</source>
        <translation>Probleem openen</translation>
    </message>
    <message>
        <source>%1 is problem %2, not problem %3</source>
        <translation>%1 is probleem %2, niet probleem %3</translation>
    </message>
    <message>
        <source>&amp;Solve...</source>
        <translation>&amp;Oplossen...</translation>
    </message>
    <message>
        <source>Let the solver play the shown problem and seed for a time you choose (F5)</source>
        <translation>De oplosser het getoonde probleem en de getoonde startwaarde laten spelen gedurende een tijd naar keuze (F5)</translation>
    </message>
    <message>
        <source>&amp;Cancel Solving</source>
        <translation>Oplossen annu&amp;leren</translation>
    </message>
    <message>
        <source>Stop the solver; the best game so far is kept (Esc)</source>
        <translation>De oplosser stoppen; de beste partij tot dan toe blijft bewaard (Esc)</translation>
    </message>
    <message>
        <source>Cancelling; the best game so far will be kept...</source>
        <translation>Wordt geannuleerd; de beste partij tot dan toe blijft bewaard...</translation>
    </message>
    <message>
        <source>%1 of %2 s</source>
        <translation>%1 van %2 s</translation>
    </message>
    <message>
        <source>Solving problem %1, seed %2:</source>
        <translation>Probleem %1, startwaarde %2 wordt opgelost:</translation>
    </message>
    <message>
        <source>first game in play</source>
        <translation>eerste partij bezig</translation>
    </message>
    <message>
        <source>games played: %L1, best score: %L2</source>
        <translation>gespeelde partijen: %L1, beste score: %L2</translation>
    </message>
    <message>
        <source>Esc cancels and keeps the best game so far.</source>
        <translation>Esc annuleert en behoudt de beste partij tot dan toe.</translation>
    </message>
</context>
<context>
    <name>pb::gui::HoneycombTournamentForm</name>
    <message>
        <source>Teams (each with its solutions files in submission order: a later solution for a problem and seed replaces an earlier one)</source>
        <translation>Teams (elk met de eigen oplossingenbestanden in volgorde van inzending: een latere oplossing voor een probleem en startwaarde vervangt een eerdere)</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Solutions files</source>
        <translation>Oplossingenbestanden</translation>
    </message>
    <message>
        <source>Add Team...</source>
        <translation>Team toevoegen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemen</translation>
    </message>
    <message>
        <source>The qualifier problems 0 to 24</source>
        <translation>De kwalificatieproblemen 0 tot en met 24</translation>
    </message>
    <message>
        <source>Problem files:</source>
        <translation>Probleembestanden:</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Toevoegen...</translation>
    </message>
    <message>
        <source>Add problems</source>
        <translation>Problemen toevoegen</translation>
    </message>
    <message>
        <source>Honeycomb problems (*.json);;All files (*)</source>
        <translation>Honeycomb-problemen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Phrases of power: the contest's 18.</source>
        <translation>Machtswoorden: de 18 van de wedstrijd.</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>uit %1</translation>
    </message>
    <message>
        <source>&lt;span style='color:#b00020'&gt;Not found in %1 (set PLAYBENCH_REFERENCE to the contest reference data), or choose problem files.&lt;/span&gt;</source>
        <translation>&lt;span style='color:#b00020'&gt;Niet gevonden in %1 (stel PLAYBENCH_REFERENCE in op de referentiegegevens van de wedstrijd), of kies probleembestanden.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>A team's solutions files</source>
        <translation>De oplossingenbestanden van een team</translation>
    </message>
    <message>
        <source>Solutions (*.json);;All files (*)</source>
        <translation>Oplossingen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Add at least one team.</source>
        <translation>Voeg minstens één team toe.</translation>
    </message>
    <message>
        <source>Add at least one problem file.</source>
        <translation>Voeg minstens één probleembestand toe.</translation>
    </message>
</context>
<context>
    <name>pb::gui::LessDocument</name>
    <message>
        <source>the autosaved board: %1</source>
        <translation>het automatisch opgeslagen bord: %1</translation>
    </message>
    <message>
        <source>the autosaved game has turns after its end</source>
        <translation>de automatisch opgeslagen partij heeft beurten na haar einde</translation>
    </message>
    <message>
        <source>the autosaved turn %1: %2</source>
        <translation>de automatisch opgeslagen beurt %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n turn(s); the greedy bot plays the programs' seats.</source>
        <translation>
            <numerusform>Partij hersteld na %n beurt; de gretige bot speelt de plaatsen van de programma's.</numerusform>
            <numerusform>Partij hersteld na %n beurten; de gretige bot speelt de plaatsen van de programma's.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored the game after %n turn(s).</source>
        <translation>
            <numerusform>Partij hersteld na %n beurt.</numerusform>
            <numerusform>Partij hersteld na %n beurten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final rush: the programs send their rushes, the judge finds everyone else's fewest moves home...</source>
        <translation>Eindsprint: de programma's sturen hun eindsprints, de scheidsrechter zoekt voor alle anderen het kleinste aantal zetten naar huis...</translation>
    </message>
    <message>
        <source>Figure 1</source>
        <translation>Figuur 1</translation>
    </message>
    <message>
        <source>program %1, replaced by the judge's bot</source>
        <translation>programma %1, vervangen door de bot van de scheidsrechter</translation>
    </message>
    <message>
        <source>program %1</source>
        <translation>programma %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persoon</translation>
    </message>
    <message>
        <source>Program...</source>
        <translation>Programma...</translation>
    </message>
    <message>
        <source>Bot: random</source>
        <translation>Bot: willekeurig</translation>
    </message>
    <message>
        <source>Bot: greedy</source>
        <translation>Bot: gretig</translation>
    </message>
    <message>
        <source>Bot: search</source>
        <translation>Bot: zoeken</translation>
    </message>
    <message>
        <source>Bot: tree search (strongest)</source>
        <translation>Bot: boomzoeken (sterkst)</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Less: %1</source>
        <translation>Less: %1</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>startwaarde %1</translation>
    </message>
    <message>
        <source>Neither a seed nor a board: %1</source>
        <translation>Geen startwaarde en geen bord: %1</translation>
    </message>
    <message>
        <source>pasted board</source>
        <translation>geplakt bord</translation>
    </message>
    <message>
        <source>%1 (%2) played %3.</source>
        <translation>%1 (%2) speelde %3.</translation>
    </message>
    <message>
        <source>%1's program failed (%2); it scores 0 and the judge's bot plays its seat.</source>
        <translation>Het programma van %1 faalde (%2); het scoort 0 en de bot van de scheidsrechter speelt zijn plaats.</translation>
    </message>
    <message>
        <source>Game over: a draw, %1 to %2.</source>
        <translation>Partij afgelopen: gelijkspel, %1 tegen %2.</translation>
    </message>
    <message>
        <source>Game over: %1 win, %2 to %3.</source>
        <translation>Partij afgelopen: %1 wint, %2 tegen %3.</translation>
    </message>
    <message>
        <source>Yellow+White</source>
        <translation>Geel+Wit</translation>
    </message>
    <message>
        <source>Black+Red</source>
        <translation>Zwart+Rood</translation>
    </message>
    <message>
        <source>%1, turn %2, %3: "%4" %5</source>
        <translation>%1, beurt %2, %3: "%4" %5</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programma: %1</translation>
    </message>
    <message>
        <source>%1's program was stopped; %2 plays its seat from now on.</source>
        <translation>Het programma van %1 is gestopt; %2 speelt vanaf nu zijn plaats.</translation>
    </message>
    <message>
        <source>%1 is played by %2; the game starts again so that the program sees every turn.</source>
        <translation>%1 wordt gespeeld door %2; de partij begint opnieuw zodat het programma elke beurt ziet.</translation>
    </message>
    <message>
        <source>Program for %1</source>
        <translation>Programma voor %1</translation>
    </message>
    <message>
        <source>A program has to see the game from its first turn, so this game starts again on the same board. Go on?</source>
        <translation>Een programma moet de partij vanaf de eerste beurt zien, dus deze partij begint opnieuw op hetzelfde bord. Doorgaan?</translation>
    </message>
    <message>
        <source>This is a replay; start a New Game to play.</source>
        <translation>Dit is een herhaling; begin een nieuwe partij om te spelen.</translation>
    </message>
    <message>
        <source>The game is over; start a new one (New Game).</source>
        <translation>De partij is afgelopen; begin een nieuwe (Nieuwe partij).</translation>
    </message>
    <message>
        <source>%1 is played by a bot; wait for its turn.</source>
        <translation>%1 wordt door een bot gespeeld; wacht op zijn beurt.</translation>
    </message>
    <message>
        <source>Turn cleared; %1 to move: click a piece.</source>
        <translation>Beurt gewist; %1 aan zet: klik op een stuk.</translation>
    </message>
    <message>
        <source>It is not a person's turn.</source>
        <translation>Het is niet de beurt van een persoon.</translation>
    </message>
    <message>
        <source>Make at least one step before confirming.</source>
        <translation>Zet minstens één stap voordat u bevestigt.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 speelde %2.</translation>
    </message>
    <message>
        <source>Turns cannot be undone in a game with a program: it cannot take its turns back. Start a new game instead.</source>
        <translation>Beurten kunnen niet ongedaan worden gemaakt in een partij met een programma: dat kan zijn beurten niet terugnemen. Begin in plaats daarvan een nieuwe partij.</translation>
    </message>
    <message>
        <source>No turn of a person to undo.</source>
        <translation>Geen beurt van een persoon om ongedaan te maken.</translation>
    </message>
    <message>
        <source>Back to %1's turn %2.</source>
        <translation>Terug naar beurt %2 van %1.</translation>
    </message>
    <message>
        <source>Save Less Game Log</source>
        <translation>Less-partijlog opslaan</translation>
    </message>
    <message>
        <source>less-game.txt</source>
        <translation>less-game.txt</translation>
    </message>
    <message>
        <source>Less game logs (*.txt);;All files (*)</source>
        <translation>Less-partijlogs (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Saved the game log %1.</source>
        <translation>Partijlog %1 opgeslagen.</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>%1: turn %2 cannot be replayed: %3</source>
        <translation>%1: beurt %2 kan niet worden nagespeeld: %3</translation>
    </message>
    <message>
        <source>replay of %1</source>
        <translation>herhaling van %1</translation>
    </message>
    <message>
        <source>Replay: final rush and result</source>
        <translation>Herhaling: eindsprint en uitslag</translation>
    </message>
    <message>
        <source>No faults in this game.</source>
        <translation>Geen fouten in deze partij.</translation>
    </message>
    <message>
        <source>Faults: %1</source>
        <translation>Fouten: %1</translation>
    </message>
    <message>
        <source>Replay: start of the game (%1 turns)</source>
        <translation>Herhaling: begin van de partij (%1 beurten)</translation>
    </message>
    <message>
        <source>Replay: turn %1 of %2: %3's turn %4, %5</source>
        <translation>Herhaling: beurt %1 van %2: beurt %4 van %3, %5</translation>
    </message>
    <message>
        <source>Fault: %1</source>
        <translation>Fout: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Spelers: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>%1 (team %2):</source>
        <translation>%1 (team %2):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Bot thinking time:</source>
        <translation>Denktijd van de bot:</translation>
    </message>
    <message>
        <source>Thinking...</source>
        <translation>Denkt na...</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Nieuwe partij...</translation>
    </message>
    <message>
        <source>&amp;Confirm Turn</source>
        <translation>Beurt &amp;bevestigen</translation>
    </message>
    <message>
        <source>Undo &amp;Step</source>
        <translation>&amp;Stap ongedaan maken</translation>
    </message>
    <message>
        <source>C&amp;lear Turn</source>
        <translation>Beurt &amp;wissen</translation>
    </message>
    <message>
        <source>&amp;Undo Turn</source>
        <translation>Beurt &amp;ongedaan maken</translation>
    </message>
    <message>
        <source>S&amp;kip Rush Animation</source>
        <translation>Animatie van eindsprint overs&amp;laan</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Beurt</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Bevestigen (Enter)</translation>
    </message>
    <message>
        <source>Undo step</source>
        <translation>Stap ongedaan maken</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Beurt ongedaan maken</translation>
    </message>
    <message>
        <source>New game...</source>
        <translation>Nieuwe partij...</translation>
    </message>
    <message>
        <source>&amp;Less</source>
        <translation>&amp;Less</translation>
    </message>
    <message>
        <source>%1's program is thinking... %2 s left</source>
        <translation>Het programma van %1 denkt na... nog %2 s</translation>
    </message>
    <message>
        <source>%1's program is thinking...</source>
        <translation>Het programma van %1 denkt na...</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3 to move (%4)</source>
        <translation>Beurt %1 van %2: %3 aan zet (%4)</translation>
    </message>
    <message>
        <source>Final rush</source>
        <translation>Eindsprint</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partij afgelopen</translation>
    </message>
    <message>
        <source>Moves left this turn: %1 of %2%3</source>
        <translation>Resterende zetten deze beurt: %1 van %2%3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Moves charged: Yellow %1, White %2 (team %3); Black %4, Red %5 (team %6)</source>
        <translation>Aangerekende zetten: Geel %1, Wit %2 (team %3); Zwart %4, Rood %5 (team %6)</translation>
    </message>
    <message>
        <source>Score: Yellow+White %1, Black+Red %2</source>
        <translation>Score: Geel+Wit %1, Zwart+Rood %2</translation>
    </message>
    <message>
        <source>Score: Yellow %1, White %2, Black %3, Red %4 (a program with a fault scores 0)</source>
        <translation>Score: Geel %1, Wit %2, Zwart %3, Rood %4 (een programma met een fout scoort 0)</translation>
    </message>
    <message>
        <source>after %1 turns each</source>
        <translation>na %1 beurten per speler</translation>
    </message>
    <message>
        <source>%1 could not move</source>
        <translation>%1 kon niet zetten</translation>
    </message>
    <message>
        <source>every piece home</source>
        <translation>elk stuk thuis</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Yellow+White win</source>
        <translation>Geel+Wit wint</translation>
    </message>
    <message>
        <source>Black+Red win</source>
        <translation>Zwart+Rood wint</translation>
    </message>
    <message>
        <source>%1, %2 to %3 (%4; final rush: %5).</source>
        <translation>%1, %2 tegen %3 (%4; eindsprint: %5).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Projected moves (charged + exact rushes): Yellow+White %1, Black+Red %2; that scores Yellow+White %3, Black+Red %4</source>
        <translation>Verwachte zetten (aangerekend + exacte eindsprints): Geel+Wit %1, Zwart+Rood %2; dat geeft als score Geel+Wit %3, Zwart+Rood %4</translation>
    </message>
    <message>
        <source>Projected moves (charged + rushes by lower bound): Yellow+White %1, Black+Red %2; that scores Yellow+White %3, Black+Red %4</source>
        <translation>Verwachte zetten (aangerekend + eindsprints volgens ondergrens): Geel+Wit %1, Zwart+Rood %2; dat geeft als score Geel+Wit %3, Zwart+Rood %4</translation>
    </message>
    <message>
        <source>Computing the final rush...</source>
        <translation>De eindsprint wordt berekend...</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 denkt na...</translation>
    </message>
    <message>
        <source>Computing the rush...</source>
        <translation>De eindsprint wordt berekend...</translation>
    </message>
    <message>
        <source>Final rush: %1, %2 of %3 moves</source>
        <translation>Eindsprint: %1, %2 van %3 zetten</translation>
    </message>
    <message>
        <source>The program's command line (arguments allowed). It is started for each game and speaks the CodeCup 2017 dialogue on stdin and stdout, with %1 s for the game. If it crashes, runs out of time or sends an invalid turn, it scores 0 and the judge's bot plays its seat.</source>
        <translation>De opdrachtregel van het programma (argumenten toegestaan). Het wordt voor elke partij gestart en voert de CodeCup 2017-dialoog via stdin en stdout, met %1 s voor de partij. Als het crasht, geen tijd meer heeft of een ongeldige beurt stuurt, scoort het 0 en speelt de bot van de scheidsrechter zijn plaats.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Bladeren...</translation>
    </message>
    <message>
        <source>Choose a Less Program</source>
        <translation>Een Less-programma kiezen</translation>
    </message>
    <message>
        <source>Built-in bots are chosen in the seat's list, not here.</source>
        <translation>Ingebouwde bots kiest u in de lijst van de plaats, niet hier.</translation>
    </message>
    <message>
        <source>New Less Game</source>
        <translation>Nieuwe Less-partij</translation>
    </message>
    <message>
        <source>A seed (a number) to generate the board from the tiles, or a 112-digit wall string:</source>
        <translation>Een startwaarde (een getal) om het bord uit de tegels te genereren, of een muurreeks van 112 cijfers:</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Your team is home: confirm the turn (Enter).</source>
        <translation>Uw team is thuis: bevestig de beurt (Enter).</translation>
    </message>
    <message>
        <source>Piece on %1 put down.</source>
        <translation>Stuk op %1 neergezet.</translation>
    </message>
    <message>
        <source>A turn has at most 3 steps: confirm it (Enter) or undo a step (Backspace).</source>
        <translation>Een beurt heeft hoogstens 3 stappen: bevestig haar (Enter) of maak een stap ongedaan (Backspace).</translation>
    </message>
    <message>
        <source>%1 to %2 costs %3 but only %4 of the turn's 3 moves are left.</source>
        <translation>%1 naar %2 kost %3, maar er zijn nog maar %4 van de 3 zetten van de beurt over.</translation>
    </message>
    <message>
        <source>%1 %2 to %3 costs %4; %5 left.</source>
        <translation>%1 %2 naar %3 kost %4; nog %5 over.</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Sprong</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <source>%1 is not a step or a jump from %2 (a step goes to a neighbouring empty square, a jump over one piece to the empty square behind it, with no wall in the way).</source>
        <translation>%1 is geen stap of sprong vanaf %2 (een stap gaat naar een aangrenzend leeg veld, een sprong over één stuk naar het lege veld erachter, zonder muur ertussen).</translation>
    </message>
    <message>
        <source>Click one of the %1 pieces first.</source>
        <translation>Klik eerst op een van de stukken van %1.</translation>
    </message>
    <message>
        <source>That is a %1 piece; %2 moves its own pieces.</source>
        <translation>Dat is een stuk van %1; %2 verplaatst de eigen stukken.</translation>
    </message>
    <message>
        <source>That is a %1 piece; %2 is home and moves %3 pieces now.</source>
        <translation>Dat is een stuk van %1; %2 is thuis en verplaatst nu de stukken van %3.</translation>
    </message>
    <message>
        <source>Nothing left of this turn: confirm it (Enter) or undo a step (Backspace).</source>
        <translation>Er is niets meer over van deze beurt: bevestig haar (Enter) of maak een stap ongedaan (Backspace).</translation>
    </message>
    <message>
        <source>The piece on %1 cannot move with %2 left.</source>
        <translation>Het stuk op %1 kan niet zetten met nog %2 over.</translation>
    </message>
    <message>
        <source>Piece on %1: click a marked square (its cost is shown).</source>
        <translation>Stuk op %1: klik op een gemarkeerd veld (de kosten worden getoond).</translation>
    </message>
    <message>
        <source>No step to undo in this turn.</source>
        <translation>Geen stap om ongedaan te maken in deze beurt.</translation>
    </message>
    <message>
        <source>Step undone; %1 left.</source>
        <translation>Stap ongedaan gemaakt; nog %1 over.</translation>
    </message>
    <message>
        <source>Final rush: %1 is already home</source>
        <translation>Eindsprint: %1 is al thuis</translation>
    </message>
</context>
<context>
    <name>pb::gui::LessMovesPlot</name>
    <message>
        <source>Round (four turns)</source>
        <translation>Ronde (vier beurten)</translation>
    </message>
    <message>
        <source>Team moves</source>
        <translation>Teamzetten</translation>
    </message>
    <message>
        <source>Yellow+White charged</source>
        <translation>Geel+Wit aangerekend</translation>
    </message>
    <message>
        <source>Black+Red charged</source>
        <translation>Zwart+Rood aangerekend</translation>
    </message>
    <message>
        <source>Yellow+White projected</source>
        <translation>Geel+Wit verwacht</translation>
    </message>
    <message>
        <source>Black+Red projected</source>
        <translation>Zwart+Rood verwacht</translation>
    </message>
</context>
<context>
    <name>pb::gui::LessTournamentForm</name>
    <message>
        <source>Players (four or more: groups of four play all 24 seatings on each board)</source>
        <translation>Spelers (vier of meer: groepen van vier spelen alle 24 opstellingen op elk bord)</translation>
    </message>
    <message>
        <source>the fewest for equal play</source>
        <translation>het minimum voor gelijk spelen</translation>
    </message>
    <message>
        <source>Rounds of groups; a number given must be a multiple of the fewest that let everyone play equally often (1 for 4 or 8 players, 5 for 5, 3 for 6).</source>
        <translation>Rondes met groepen; een opgegeven getal moet een veelvoud zijn van het minimum waarmee iedereen even vaak speelt (1 bij 4 of 8 spelers, 5 bij 5, 3 bij 6).</translation>
    </message>
    <message>
        <source>Sets of 24 games each group plays in a round, each on a newly generated board.</source>
        <translation>Sets van 24 partijen die elke groep in een ronde speelt, elk op een nieuw gegenereerd bord.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rondes:</translation>
    </message>
    <message>
        <source>Sets per round:</source>
        <translation>Sets per ronde:</translation>
    </message>
    <message>
        <source>Seed (draw, boards, bots):</source>
        <translation>Startwaarde (loting, borden, bots):</translation>
    </message>
    <message>
        <source>Program time per game:</source>
        <translation>Programmatijd per partij:</translation>
    </message>
    <message>
        <source>Bot time per turn:</source>
        <translation>Bottijd per beurt:</translation>
    </message>
    <message>
        <source>Judge (takes a faulty seat):</source>
        <translation>Scheidsrechter (neemt een foute plaats over):</translation>
    </message>
    <message>
        <source>Add at least four players.</source>
        <translation>Voeg minstens vier spelers toe.</translation>
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
        <translation>Gereed</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Nieuw...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Openen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>Compare Ant &amp;Dumps...</source>
        <translation>Mieren&amp;dumps vergelijken...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Opslaan &amp;als...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sl&amp;uiten</translation>
    </message>
    <message>
        <source>&amp;Export Image...</source>
        <translation>Afbeelding &amp;exporteren...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Guide to This Workspace</source>
        <translation>&amp;Uitleg bij deze werkruimte</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>&amp;About Playbench</source>
        <translation>&amp;Over Playbench</translation>
    </message>
    <message>
        <source>About Playbench</source>
        <translation>Over Playbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playbench %1&lt;/h3&gt;&lt;p&gt;A workbench for five classic programming-contest games: Ants (ICFP 2004), Honeycomb (ICFP 2015), Less (CodeCup 2017), Arimaa (WCC 2015) and Peaceable pieces (TCO19).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Playbench %1&lt;/h3&gt;&lt;p&gt;Een werkbank voor vijf klassieke spellen uit programmeerwedstrijden: Ants (ICFP 2004), Honeycomb (ICFP 2015), Less (CodeCup 2017), Arimaa (WCC 2015) en Peaceable pieces (TCO19).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Guide: %1</source>
        <translation>Uitleg: %1</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Uitleg</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tournament (any game)</source>
        <translation>Toernooi (elk spel)</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a game this version does not know</source>
        <translation>een spel dat deze versie niet kent</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>Niet hersteld: %1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 heeft niet-opgeslagen wijzigingen. Opslaan?</translation>
    </message>
    <message>
        <source>Playbench files (*.world *.ant *.antl *.json *.txt *.in *.sqlite *.db);;Ant worlds (*.world);;Ant brains (*.ant);;Ant brains in the brain language (*.antl);;Honeycomb problems and solutions (*.json);;Less game logs (*.txt);;Arimaa games and archives (*.txt);;Peaceable tests (*.in);;Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation>Playbench-bestanden (*.world *.ant *.antl *.json *.txt *.in *.sqlite *.db);;Mierenwerelden (*.world);;Mierenbreinen (*.ant);;Mierenbreinen in de breintaal (*.antl);;Honeycomb-problemen en -oplossingen (*.json);;Less-partijlogs (*.txt);;Arimaa-partijen en -archieven (*.txt);;Peaceable-tests (*.in);;Toernooidatabases (*.sqlite *.db);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1:%2: error: not valid JSON: %3</source>
        <translation>%1:%2: fout: geen geldige JSON: %3</translation>
    </message>
    <message>
        <source>%1: a JSON file Playbench does not know (not a Honeycomb problem or solutions list)</source>
        <translation>%1: een JSON-bestand dat Playbench niet kent (geen Honeycomb-probleem of lijst met oplossingen)</translation>
    </message>
    <message>
        <source>%1: Playbench does not know this kind of file yet.</source>
        <translation>%1: Playbench kent dit soort bestand nog niet.</translation>
    </message>
    <message>
        <source>Ant dumps (*.txt *.dump *.gz);;All files (*)</source>
        <translation>Mierendumps (*.txt *.dump *.gz);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Compare: first dump (A)</source>
        <translation>Vergelijken: eerste dump (A)</translation>
    </message>
    <message>
        <source>Compare: second dump (B)</source>
        <translation>Vergelijken: tweede dump (B)</translation>
    </message>
    <message>
        <source>Compare dumps</source>
        <translation>Dumps vergelijken</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Afbeelding exporteren</translation>
    </message>
    <message>
        <source>PNG images (*.png);;SVG drawings (*.svg)</source>
        <translation>PNG-afbeeldingen (*.png);;SVG-tekeningen (*.svg)</translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3)</source>
        <translation>%1 geëxporteerd (%2 x %3)</translation>
    </message>
    <message>
        <source>%1 - Playbench</source>
        <translation>%1 - Playbench</translation>
    </message>
    <message>
        <source>Comparison of %1 and %2  (%3)</source>
        <translation>Vergelijking van %1 en %2  (%3)</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Lijst wissen</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Voorkeuren...</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Handleiding</translation>
    </message>
    <message>
        <source>The user guide, at the page of the workspace in front</source>
        <translation>De handleiding, op de pagina van de werkruimte op de voorgrond</translation>
    </message>
</context>
<context>
    <name>pb::gui::PeaceableDocument</name>
    <message>
        <source>the autosaved test: %1</source>
        <translation>de automatisch opgeslagen test: %1</translation>
    </message>
    <message>
        <source>the autosaved answer: %1</source>
        <translation>het automatisch opgeslagen antwoord: %1</translation>
    </message>
    <message>
        <source>Restored the unsaved answer: score %1.</source>
        <translation>Het niet-opgeslagen antwoord is hersteld: score %1.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwaarde</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Wanneer (UTC)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>koning</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>toren</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>loper</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>paard</translation>
    </message>
    <message>
        <source>Best scores: %1</source>
        <translation>Beste scores: %1</translation>
    </message>
    <message>
        <source>The stored answer of seed %1 cannot be read: %2</source>
        <translation>Het bewaarde antwoord van startwaarde %1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>Seed %1: the best answer kept, score %2 (%3).</source>
        <translation>Startwaarde %1: het beste bewaarde antwoord, score %2 (%3).</translation>
    </message>
    <message>
        <source>Unsaved answer</source>
        <translation>Niet-opgeslagen antwoord</translation>
    </message>
    <message>
        <source>The answer of %1 has unsaved changes. Save it first?</source>
        <translation>Het antwoord van %1 heeft niet-opgeslagen wijzigingen. Eerst opslaan?</translation>
    </message>
    <message>
        <source>Peaceable: %1%2</source>
        <translation>Peaceable: %1%2</translation>
    </message>
    <message>
        <source>%1 x %1, %2 players, %3 walls; points K %4, Q %5, R %6, B %7, N %8</source>
        <translation>%1 x %1, %2 spelers, %3 muren; punten K %4, Q %5, R %6, B %7, N %8</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>startwaarde %1</translation>
    </message>
    <message>
        <source>Seed %1: the official test.</source>
        <translation>Startwaarde %1: de officiële test.</translation>
    </message>
    <message>
        <source>(%1,%2) is a wall.</source>
        <translation>(%1,%2) is een muur.</translation>
    </message>
    <message>
        <source>%1 of player %2 at (%3,%4)</source>
        <translation>%1 van speler %2 op (%3,%4)</translation>
    </message>
    <message>
        <source>remove (%1,%2)</source>
        <translation>(%1,%2) verwijderen</translation>
    </message>
    <message>
        <source>Solving for %1 s...</source>
        <translation>Wordt %1 s lang opgelost...</translation>
    </message>
    <message>
        <source>Stopping the solver; the best placement found stays.</source>
        <translation>De oplosser wordt gestopt; de beste gevonden plaatsing blijft staan.</translation>
    </message>
    <message>
        <source>New best for seed %1: %2 (was %3).</source>
        <translation>Nieuw record voor startwaarde %1: %2 (was %3).</translation>
    </message>
    <message>
        <source>Solver finished: score %1 after %2 s (%3 moves tried, %4 region draws).</source>
        <translation>Oplosser klaar: score %1 na %2 s (%3 zetten geprobeerd, %4 regio's getrokken).</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the answer's walls differ from the test's; the test's are kept.</source>
        <translation>%1: de muren van het antwoord verschillen van die van de test; die van de test blijven behouden.</translation>
    </message>
    <message>
        <source>Opened %1: score %2.</source>
        <translation>%1 geopend: score %2.</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Save Answer</source>
        <translation>Antwoord opslaan</translation>
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
        <source>Answers (*.out *.txt);;All files (*)</source>
        <translation>Antwoorden (*.out *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 opgeslagen.</translation>
    </message>
    <message>
        <source>Open Answer</source>
        <translation>Antwoord openen</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwaarde:</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Genereren</translation>
    </message>
    <message>
        <source>Hand editing</source>
        <translation>Handmatig bewerken</translation>
    </message>
    <message>
        <source>Left click on the board: put the chosen piece; right click: remove a piece</source>
        <translation>Linksklikken op het bord: het gekozen stuk plaatsen; rechtsklikken: een stuk verwijderen</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Oplosser</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tijd:</translation>
    </message>
    <message>
        <source>Independent solver runs at once; the best is kept.</source>
        <translation>Onafhankelijke oplosserruns tegelijk; de beste wordt bewaard.</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Solve (F5)</source>
        <translation>Oplossen (F5)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconden</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Beste scores</translation>
    </message>
    <message>
        <source>Double click a row: open the seed with its best answer</source>
        <translation>Dubbelklik op een rij: de startwaarde openen met het beste antwoord ervan</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>O&amp;pnieuw</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>Op&amp;lossen</translation>
    </message>
    <message>
        <source>&amp;Clear Pieces</source>
        <translation>Stukken &amp;wissen</translation>
    </message>
    <message>
        <source>Clear pieces</source>
        <translation>Stukken wissen</translation>
    </message>
    <message>
        <source>&amp;Peaceable</source>
        <translation>&amp;Peaceable</translation>
    </message>
    <message>
        <source>&amp;Open Answer...</source>
        <translation>A&amp;ntwoord openen...</translation>
    </message>
    <message>
        <source>Save &amp;Answer As...</source>
        <translation>&amp;Antwoord opslaan als...</translation>
    </message>
    <message>
        <source>Valid. Score %1 (the lowest player). Players %2</source>
        <translation>Geldig. Score %1 (de laagste speler). Spelers %2</translation>
    </message>
    <message>
        <source>Invalid (score -1): %1 conflicts. Players %2</source>
        <translation>Ongeldig (score -1): %1 conflicten. Spelers %2</translation>
    </message>
    <message>
        <source>
... and %1 more</source>
        <translation>
... en nog %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
</context>
<context>
    <name>pb::gui::PeaceableTournamentForm</name>
    <message>
        <source>Add Our Solver</source>
        <translation>Onze oplosser toevoegen</translation>
    </message>
    <message>
        <source>Solver (ours with settings, or a program command line)</source>
        <translation>Oplosser (de onze met instellingen, of een opdrachtregel van een programma)</translation>
    </message>
    <message>
        <source>Solvers (ours with settings, or programs under the tester's input and output)</source>
        <translation>Oplossers (de onze met instellingen, of programma's met de invoer en uitvoer van de tester)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Official tests, seeds:</source>
        <translation>Officiële tests, startwaarden:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time per test:</source>
        <translation>Tijd per test:</translation>
    </message>
    <message>
        <source>Solver %1: %2</source>
        <translation>Oplosser %1: %2</translation>
    </message>
    <message>
        <source>Add at least one solver.</source>
        <translation>Voeg minstens één oplosser toe.</translation>
    </message>
    <message>
        <source>The last seed comes before the first.</source>
        <translation>De laatste startwaarde komt vóór de eerste.</translation>
    </message>
</context>
<context>
    <name>pb::gui::PlayerList</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Player (bot or program command line)</source>
        <translation>Speler (bot of opdrachtregel van een programma)</translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation>Bot toevoegen</translation>
    </message>
    <message>
        <source>Add Program...</source>
        <translation>Programma toevoegen...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Omlaag</translation>
    </message>
    <message>
        <source>Add a program</source>
        <translation>Een programma toevoegen</translation>
    </message>
    <message>
        <source>Programs (*)</source>
        <translation>Programma's (*)</translation>
    </message>
</context>
<context>
    <name>pb::gui::PreferencesDialog</name>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>The language of the system: %1</source>
        <translation>De taal van het systeem: %1</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>Applies at once to the open windows, and at every start.</source>
        <translation>Geldt meteen voor de geopende vensters en bij elke start.</translation>
    </message>
</context>
<context>
    <name>pb::gui::RestoreDialog</name>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>Niet-opgeslagen werk herstellen</translation>
    </message>
    <message>
        <source>Playbench did not quit normally last time. This work had not been saved; it was autosaved and can be restored:</source>
        <translation>Playbench is de vorige keer niet normaal afgesloten. Dit werk was niet opgeslagen; het is automatisch opgeslagen en kan worden hersteld:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Autosaved</source>
        <translation>Automatisch opgeslagen</translation>
    </message>
    <message>
        <source>Restored documents open as unsaved. Discard deletes the autosaved copies; Later asks again at the next start.</source>
        <translation>Herstelde documenten worden geopend als niet opgeslagen. Verwerpen verwijdert de automatisch opgeslagen kopieën; Later vraagt het opnieuw bij de volgende start.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Herstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerpen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
</context>
<context>
    <name>pb::gui::ResumeGameDialog</name>
    <message>
        <source>Resume a Game From a Move</source>
        <translation>Een partij hervatten vanaf een zet</translation>
    </message>
    <message>
        <source>After a technical failure (the championship's rules): the game goes on, or is replayed, from the move where the disadvantage first occurred, with the clocks of that moment. A finished game's result is invalidated. Once a game of the next round has been played, a round's results stand.</source>
        <translation>Na een technische storing (volgens de regels van het kampioenschap): de partij gaat verder, of wordt opnieuw gespeeld, vanaf de zet waarop het nadeel voor het eerst optrad, met de klokstanden van dat moment. De uitslag van een afgelopen partij wordt ongeldig verklaard. Zodra er een partij van de volgende ronde is gespeeld, blijven de uitslagen van een ronde staan.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partij:</translation>
    </message>
    <message>
        <source>the first move to play again, e.g. 23g</source>
        <translation>de eerste zet die opnieuw wordt gespeeld, bijv. 23g</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;Vanaf zet:</translation>
    </message>
    <message>
        <source>e.g. the game server did not receive Gold's move</source>
        <translation>bijv. de wedstrijdserver heeft de zet van Goud niet ontvangen</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reden:</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>the first move to play again, e.g. %1</source>
        <translation>de eerste zet die opnieuw wordt gespeeld, bijv. %1</translation>
    </message>
    <message>
        <source>No game of this tournament can be resumed now.</source>
        <translation>Geen enkele partij van dit toernooi kan nu worden hervat.</translation>
    </message>
    <message>
        <source>Give the first move to play again (e.g. 23g).</source>
        <translation>Geef de eerste zet op die opnieuw wordt gespeeld (bijv. 23g).</translation>
    </message>
</context>
<context>
    <name>pb::gui::StartPage</name>
    <message>
        <source>&lt;h1&gt;Playbench&lt;/h1&gt;&lt;p&gt;A workbench for five classic programming-contest games.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Playbench&lt;/h1&gt;&lt;p&gt;Een werkbank voor vijf klassieke spellen uit programmeerwedstrijden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open a sample</source>
        <translation>Een voorbeeld openen</translation>
    </message>
    <message>
        <source>Coming</source>
        <translation>Binnenkort</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tournaments&lt;/b&gt;&lt;br&gt;Brains, bots and programs against each other under a contest's own ranking, on all cores, kept in a database.</source>
        <translation>&lt;b&gt;Toernooien&lt;/b&gt;&lt;br&gt;Breinen, bots en programma's tegen elkaar volgens de eigen rangschikking van een wedstrijd, op alle kernen, bewaard in een database.</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nieuw toernooi</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Files&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bestanden&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Open...</source>
        <translation>Openen...</translation>
    </message>
    <message>
        <source>Open a world, brain, problem, solutions file, game log, record, test or tournament database</source>
        <translation>Een wereld, brein, probleem, oplossingenbestand, partijlog, partijverslag, test of toernooidatabase openen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent&lt;/b&gt; (double-click or Enter to open)</source>
        <translation>&lt;b&gt;Recent&lt;/b&gt; (dubbelklik of Enter om te openen)</translation>
    </message>
    <message>
        <source>No recent files yet. Files you open or save are listed here.</source>
        <translation>Nog geen recente bestanden. Bestanden die u opent of opslaat, worden hier vermeld.</translation>
    </message>
    <message>
        <source>Help &gt; User Guide tells how to use each game; Help &gt; Guide to This Workspace sums up the workspace in front; Help &gt; Keyboard Shortcuts lists every key.</source>
        <translation>Help &gt; Handleiding legt uit hoe je elk spel gebruikt; Help &gt; Uitleg bij deze werkruimte vat de werkruimte vooraan samen; Help &gt; Sneltoetsen toont alle toetsen.</translation>
    </message>
</context>
<context>
    <name>pb::gui::TournamentDocument</name>
    <message>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>Tournament: %1</source>
        <translation>Toernooi: %1</translation>
    </message>
    <message>
        <source>A tournament is running in this workspace; cancel it first.</source>
        <translation>Er loopt een toernooi in deze werkruimte; annuleer het eerst.</translation>
    </message>
    <message>
        <source>Tournament running: %1 games at once, database %2</source>
        <translation>Toernooi bezig: %1 partijen tegelijk, database %2</translation>
    </message>
    <message>
        <source>All worlds</source>
        <translation>Alle werelden</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle partijen</translation>
    </message>
    <message>
        <source>All boards</source>
        <translation>Alle borden</translation>
    </message>
    <message>
        <source>World %1</source>
        <translation>Wereld %1</translation>
    </message>
    <message>
        <source>Board of seed %1</source>
        <translation>Bord van startwaarde %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Bord %1</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: bestand bestaat niet</translation>
    </message>
    <message>
        <source>%1: not a tournament database (it has no tournament settings)</source>
        <translation>%1: geen toernooidatabase (er staan geen toernooi-instellingen in)</translation>
    </message>
    <message>
        <source>No tournament to export yet.</source>
        <translation>Nog geen toernooi om te exporteren.</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Stand exporteren</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-bestanden (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exported the standings to %1</source>
        <translation>De stand is geëxporteerd naar %1</translation>
    </message>
    <message>
        <source>Stop the tournament first: games are resumed while it is not being played.</source>
        <translation>Stop eerst het toernooi: partijen worden hervat terwijl het niet wordt gespeeld.</translation>
    </message>
    <message>
        <source>Resume a Game From a Move</source>
        <translation>Een partij hervatten vanaf een zet</translation>
    </message>
    <message>
        <source>No game of this tournament can be resumed now: none is finished in the last round played, and none was halted.</source>
        <translation>Geen enkele partij van dit toernooi kan nu worden hervat: er is geen partij afgelopen in de laatst gespeelde ronde en er is er geen onderbroken.</translation>
    </message>
    <message>
        <source>Game %1, %2</source>
        <translation>Partij %1, %2</translation>
    </message>
    <message>
        <source>: halted at %1</source>
        <translation>: onderbroken bij %1</translation>
    </message>
    <message>
        <source>Choose a finished game in the list first.</source>
        <translation>Kies eerst een afgelopen partij in de lijst.</translation>
    </message>
    <message>
        <source>Game %1 is not finished yet.</source>
        <translation>Partij %1 is nog niet afgelopen.</translation>
    </message>
    <message>
        <source>The games of a %1 tournament do not open in a workspace.</source>
        <translation>De partijen van een %1-toernooi openen niet in een werkruimte.</translation>
    </message>
    <message>
        <source>Game %1 cannot be set up from the tournament's settings.</source>
        <translation>Partij %1 kan niet worden opgezet vanuit de instellingen van het toernooi.</translation>
    </message>
    <message>
        <source>Opened game %1: %2 (%3); step through any round.</source>
        <translation>Partij %1 geopend: %2 (%3); doorloop elke ronde.</translation>
    </message>
    <message>
        <source>The database keeps no record of game %1.</source>
        <translation>De database bevat geen verslag van partij %1.</translation>
    </message>
    <message>
        <source>Opened game %1: %2</source>
        <translation>Partij %1 geopend: %2</translation>
    </message>
    <message>
        <source>Open a tournament database</source>
        <translation>Een toernooidatabase openen</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation>Toernooidatabases (*.sqlite *.db);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>&amp;New Tournament</source>
        <translation>&amp;Nieuw toernooi</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>&amp;Open Selected Game</source>
        <translation>Geselecteerde partij &amp;openen</translation>
    </message>
    <message>
        <source>Resume Game From a &amp;Move...</source>
        <translation>Partij hervatten vanaf een &amp;zet...</translation>
    </message>
    <message>
        <source>After a technical failure: play a halted or finished game again from one of its moves, with the clocks of that moment</source>
        <translation>Na een technische storing: een onderbroken of afgelopen partij opnieuw spelen vanaf een van haar zetten, met de klokstanden van dat moment</translation>
    </message>
    <message>
        <source>&amp;Export Standings...</source>
        <translation>Stand &amp;exporteren...</translation>
    </message>
    <message>
        <source>At once:</source>
        <translation>Tegelijk:</translation>
    </message>
    <message>
        <source>Games played at once when resuming</source>
        <translation>Partijen die tegelijk worden gespeeld bij het hervatten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Stop now; the finished games are kept and Resume plays the rest.</source>
        <translation>Nu stoppen; de afgelopen partijen blijven bewaard en Hervatten speelt de rest.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>New...</source>
        <translation>Nieuw...</translation>
    </message>
    <message>
        <source>Set up another tournament</source>
        <translation>Een ander toernooi instellen</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Points of each row's player against each column's:</source>
        <translation>Punten van de speler van elke rij tegen die van elke kolom:</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kruistabel</translation>
    </message>
    <message>
        <source>Each round's games and bye; lives left and ratings after the round. Double-click a game to open it.</source>
        <translation>De partijen en de bye van elke ronde; resterende levens en ratings na de ronde. Dubbelklik op een partij om haar te openen.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Benchmark Bots</source>
        <translation>Benchmarkbots</translation>
    </message>
    <message>
        <source>Finished games (double-click one to open it in its workspace):</source>
        <translation>Afgelopen partijen (dubbelklik op een partij om haar in haar werkruimte te openen):</translation>
    </message>
    <message>
        <source>Cancel the running tournament first.</source>
        <translation>Annuleer eerst het lopende toernooi.</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 van %2 partijen</translation>
    </message>
    <message>
        <source>, %1 elapsed</source>
        <translation>, %1 verstreken</translation>
    </message>
    <message>
        <source>, about %1 left, %2 games/s</source>
        <translation>, nog ongeveer %1, %2 partijen/s</translation>
    </message>
    <message>
        <source> (stopping...)</source>
        <translation> (wordt gestopt...)</translation>
    </message>
    <message>
        <source>: complete in %1</source>
        <translation>: voltooid in %1</translation>
    </message>
    <message>
        <source>: complete</source>
        <translation>: voltooid</translation>
    </message>
    <message>
        <source>: stopped; Resume plays the rest</source>
        <translation>: gestopt; Hervatten speelt de rest</translation>
    </message>
    <message>
        <source>: failed: %1</source>
        <translation>: mislukt: %1</translation>
    </message>
    <message>
        <source>Arimaa World Computer Championship 2015: finals</source>
        <translation>Arimaa World Computer Championship 2015: finale</translation>
    </message>
    <message>
        <source>Arimaa World Computer Championship 2015: qualifier</source>
        <translation>Arimaa World Computer Championship 2015: kwalificatie</translation>
    </message>
    <message>
        <source>%1 (%2) tournament</source>
        <translation>Toernooi %1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 players: %3 &amp;nbsp; &lt;span style='color:gray'&gt;%4&lt;/span&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2 spelers: %3 &amp;nbsp; &lt;span style='color:gray'&gt;%4&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Toernooi</translation>
    </message>
</context>
<context>
    <name>pb::gui::TournamentSetup</name>
    <message>
        <source>&lt;h2&gt;New tournament&lt;/h2&gt;Every game is kept in an SQLite database as it finishes: stop at any time and resume later, or open the database with File &gt; Open.</source>
        <translation>&lt;h2&gt;Nieuw toernooi&lt;/h2&gt;Elke partij wordt in een SQLite-database bewaard zodra ze is afgelopen: stop op elk moment en hervat later, of open de database met Bestand &gt; Openen.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>An existing database of the same tournament is resumed.</source>
        <translation>Een bestaande database van hetzelfde toernooi wordt hervat.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Bladeren...</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Database:</translation>
    </message>
    <message>
        <source>Games played at once (this computer has %1 cores)</source>
        <translation>Partijen die tegelijk worden gespeeld (deze computer heeft %1 kernen)</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partijen tegelijk:</translation>
    </message>
    <message>
        <source>Open a Database...</source>
        <translation>Een database openen...</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Tournament database</source>
        <translation>Toernooidatabase</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite *.db);;All files (*)</source>
        <translation>Toernooidatabases (*.sqlite *.db);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Kies een spel.</translation>
    </message>
    <message>
        <source>Give the database file.</source>
        <translation>Geef het databasebestand op.</translation>
    </message>
    <message>
        <source>none: play every game</source>
        <translation>geen: elk spel spelen</translation>
    </message>
    <message>
        <source>Ant games are deterministic: every game this earlier tournament's database played with the same two brains, world, seed and rounds is taken from it, and only the others are played (after changing one brain, only its games).</source>
        <translation>Mierenspellen zijn deterministisch: elk spel dat de database van dit eerdere toernooi speelde met dezelfde twee breinen, wereld, seed en rondes wordt eruit overgenomen, en alleen de andere worden gespeeld (na een wijziging van één brein alleen diens spellen).</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Kiezen...</translation>
    </message>
    <message>
        <source>Reuse games from:</source>
        <translation>Spellen overnemen uit:</translation>
    </message>
    <message>
        <source>Reuse games from a tournament database</source>
        <translation>Spellen overnemen uit een toernooidatabase</translation>
    </message>
</context>
<context>
    <name>pb::views::BenchmarkTable</name>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Finals seed</source>
        <translation>Seeding finale</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>geen partijen</translation>
    </message>
    <message>
        <source>%1 (streak %2, %3 games, %4 lost before)</source>
        <translation>%1 (reeks %2, %3 partijen, %4 eerder verloren)</translation>
    </message>
    <message>
        <source>Score against %1: the wins of the longest winning streak, at most 4</source>
        <translation>Score tegen %1: de overwinningen van de langste winstreeks, hoogstens 4</translation>
    </message>
</context>
<context>
    <name>pb::views::BrainEditor</name>
    <message>
        <source>Go to State...</source>
        <translation>Ga naar toestand...</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Regel %1: %2</translation>
    </message>
    <message>
        <source>Calls make %1</source>
        <translation>Aanroepen maken %1</translation>
    </message>
    <message>
        <source>Never ran</source>
        <translation>Nooit uitgevoerd</translation>
    </message>
    <message>
        <source>Ran %1 times</source>
        <translation>%1 keer uitgevoerd</translation>
    </message>
    <message>
        <source>1 ant on this line now</source>
        <translation>Nu 1 mier op deze regel</translation>
    </message>
    <message>
        <source>%1 ants on this line now</source>
        <translation>Nu %1 mieren op deze regel</translation>
    </message>
    <message>
        <source>Go to State</source>
        <translation>Ga naar toestand</translation>
    </message>
    <message>
        <source>State (0 to %1):</source>
        <translation>Toestand (0 tot en met %1):</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 fout</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 fouten</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 waarschuwing</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 waarschuwingen</translation>
    </message>
    <message>
        <source>1 state</source>
        <translation>1 toestand</translation>
    </message>
    <message>
        <source>%1 states</source>
        <translation>%1 toestanden</translation>
    </message>
    <message>
        <source>no problems</source>
        <translation>geen problemen</translation>
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
        <translation>... en nog %1</translation>
    </message>
</context>
<context>
    <name>pb::views::BrainTextEdit</name>
    <message>
        <source>State %1, line %2</source>
        <translation>Toestand %1, regel %2</translation>
    </message>
    <message>
        <source>Never ran</source>
        <translation>Nooit uitgevoerd</translation>
    </message>
    <message>
        <source>Ran %1 times</source>
        <translation>%1 keer uitgevoerd</translation>
    </message>
    <message>
        <source>1 ant in this state now</source>
        <translation>Nu 1 mier in deze toestand</translation>
    </message>
    <message>
        <source>%1 ants in this state now</source>
        <translation>Nu %1 mieren in deze toestand</translation>
    </message>
</context>
<context>
    <name>pb::views::CellInspector</name>
    <message>
        <source>east</source>
        <translation>oost</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>zuidoost</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>zuidwest</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>noordwest</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>noordoost</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Geen partij</translation>
    </message>
    <message>
        <source>Hover a cell to inspect it</source>
        <translation>Beweeg de muis over een cel om deze te inspecteren</translation>
    </message>
    <message>
        <source>Cell (%1, %2)</source>
        <translation>Cel (%1, %2)</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>rots</translation>
    </message>
    <message>
        <source>red anthill</source>
        <translation>rode mierenhoop</translation>
    </message>
    <message>
        <source>black anthill</source>
        <translation>zwarte mierenhoop</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrein</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Voedsel</translation>
    </message>
    <message>
        <source>Red markers (bits 0-5)</source>
        <translation>Rode markeringen (bits 0-5)</translation>
    </message>
    <message>
        <source>Black markers (bits 0-5)</source>
        <translation>Zwarte markeringen (bits 0-5)</translation>
    </message>
    <message>
        <source>Ant</source>
        <translation>Mier</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Toestand</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>regel %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>regel %1: %2</translation>
    </message>
    <message>
        <source>(no brain loaded)</source>
        <translation>(geen brein geladen)</translation>
    </message>
    <message numerus="yes">
        <source>past the end of the brain (%n states)</source>
        <translation>
            <numerusform>voorbij het einde van het brein (%n toestand)</numerusform>
            <numerusform>voorbij het einde van het brein (%n toestanden)</numerusform>
        </translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Instructie</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richting</translation>
    </message>
    <message>
        <source>Resting</source>
        <translation>Rust</translation>
    </message>
    <message numerus="yes">
        <source>%n more round(s)</source>
        <translation>
            <numerusform>nog %n ronde</numerusform>
            <numerusform>nog %n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Carrying food</source>
        <translation>Draagt voedsel</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>pb::views::CommandPanel</name>
    <message>
        <source>No commands yet. Turn on hand play and type the contest's letters to play.</source>
        <translation>Nog geen commando's. Zet handmatig spelen aan en typ de letters van de wedstrijd om te spelen.</translation>
    </message>
    <message>
        <source>&lt;b style='color:#d01010'&gt;Error:&lt;/b&gt; %1</source>
        <translation>&lt;b style='color:#d01010'&gt;Fout:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Character %L1: not a command</source>
        <translation>Teken %L1: geen commando</translation>
    </message>
    <message>
        <source>Character %L1: ignored</source>
        <translation>Teken %L1: genegeerd</translation>
    </message>
    <message>
        <source>Character %L1: '%2' = %3</source>
        <translation>Teken %L1: '%2' = %3</translation>
    </message>
    <message>
        <source>Phrase of power: “%1”</source>
        <translation>Machtswoord: “%1”</translation>
    </message>
</context>
<context>
    <name>pb::views::CrosstableModel</name>
    <message>
        <source>%1 against %2: %3 points to %4</source>
        <translation>%1 tegen %2: %3 punten tegen %4</translation>
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
        <translation>Partij</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
</context>
<context>
    <name>pb::views::LessBoardView</name>
    <message>
        <source>%1J</source>
        <translation>%1S</translation>
    </message>
</context>
<context>
    <name>pb::views::PointsPlot</name>
    <message>
        <source>Games finished</source>
        <translation>Voltooide partijen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
</context>
<context>
    <name>pb::views::RoundsView</name>
    <message>
        <source>Round / game</source>
        <translation>Ronde / partij</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Goud</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Zilver</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Lives left after</source>
        <translation>Resterende levens na afloop</translation>
    </message>
    <message>
        <source>Ratings after</source>
        <translation>Ratings na afloop</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Round %1 (playing)</source>
        <translation>Ronde %1 (bezig)</translation>
    </message>
    <message>
        <source>bye: %1</source>
        <translation>bye: %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partij %1</translation>
    </message>
</context>
<context>
    <name>pb::views::ScorePlot</name>
    <message>
        <source>Command</source>
        <translation>Commando</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Total (move + power)</source>
        <translation>Totaal (zet + macht)</translation>
    </message>
    <message>
        <source>Move score</source>
        <translation>Zetscore</translation>
    </message>
    <message>
        <source>Unit locked</source>
        <translation>Eenheid vastgezet</translation>
    </message>
    <message>
        <source>Rows cleared</source>
        <translation>Rijen gewist</translation>
    </message>
</context>
<context>
    <name>pb::views::SourceBrain</name>
    <message>
        <source>no state</source>
        <translation>geen toestand</translation>
    </message>
    <message>
        <source>state %1</source>
        <translation>toestand %1</translation>
    </message>
    <message>
        <source>states %1 to %2</source>
        <translation>toestanden %1 tot en met %2</translation>
    </message>
    <message>
        <source>states %1</source>
        <translation>toestanden %1</translation>
    </message>
    <message>
        <source>states %1 and %2 more</source>
        <translation>toestanden %1 en nog %2</translation>
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
        <translation>Speler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
</context>
<context>
    <name>pb::views::StatsPlot</name>
    <message>
        <source>Food on hill</source>
        <translation>Voedsel op de hoop</translation>
    </message>
    <message>
        <source>Food carried</source>
        <translation>Gedragen voedsel</translation>
    </message>
    <message>
        <source>Ants alive</source>
        <translation>Levende mieren</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Red: food on hill</source>
        <translation>Rood: voedsel op de hoop</translation>
    </message>
    <message>
        <source>Black: food on hill</source>
        <translation>Zwart: voedsel op de hoop</translation>
    </message>
    <message>
        <source>Red: food carried</source>
        <translation>Rood: gedragen voedsel</translation>
    </message>
    <message>
        <source>Black: food carried</source>
        <translation>Zwart: gedragen voedsel</translation>
    </message>
    <message>
        <source>Red: ants alive</source>
        <translation>Rood: levende mieren</translation>
    </message>
    <message>
        <source>Black: ants alive</source>
        <translation>Zwart: levende mieren</translation>
    </message>
</context>
<context>
    <name>pb::views::StepControls</name>
    <message>
        <source>Reset</source>
        <translation>Terugzetten</translation>
    </message>
    <message>
        <source>Reset to round 0</source>
        <translation>Terugzetten naar ronde 0</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Stap terug</translation>
    </message>
    <message>
        <source>Step one round back</source>
        <translation>Eén ronde terug</translation>
    </message>
    <message>
        <source>−%L1</source>
        <translation>−%L1</translation>
    </message>
    <message>
        <source>Go %L1 rounds back</source>
        <translation>%L1 rondes terug</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Stap vooruit</translation>
    </message>
    <message>
        <source>Step one round forward</source>
        <translation>Eén ronde vooruit</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>Go %L1 rounds forward</source>
        <translation>%L1 rondes vooruit</translation>
    </message>
    <message>
        <source>Last computed</source>
        <translation>Laatst berekende</translation>
    </message>
    <message>
        <source>Go to the last computed round</source>
        <translation>Naar de laatst berekende ronde</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langzamer</translation>
    </message>
    <message>
        <source>Play slower</source>
        <translation>Langzamer afspelen</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Sneller</translation>
    </message>
    <message>
        <source>Play faster</source>
        <translation>Sneller afspelen</translation>
    </message>
    <message>
        <source>Go to round…</source>
        <translation>Ga naar ronde…</translation>
    </message>
    <message>
        <source>Type a round to go to</source>
        <translation>Typ een ronde om naartoe te gaan</translation>
    </message>
    <message>
        <source>The round shown; type a round and press Enter to go there</source>
        <translation>De getoonde ronde; typ een ronde en druk op Enter om ernaartoe te gaan</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronde</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>zo snel mogelijk</translation>
    </message>
    <message>
        <source>1 round/s</source>
        <translation>1 ronde/s</translation>
    </message>
    <message>
        <source>%L1 rounds/s</source>
        <translation>%L1 rondes/s</translation>
    </message>
    <message>
        <source>Rounds per second while playing (%1 slower, %2 faster)</source>
        <translation>Rondes per seconde tijdens het afspelen (%1 langzamer, %2 sneller)</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Snelheid</translation>
    </message>
    <message>
        <source>Rounds computed: %L1 of %L2</source>
        <translation>Berekende rondes: %L1 van %L2</translation>
    </message>
    <message>
        <source>/ %1</source>
        <translation>/ %1</translation>
    </message>
    <message>
        <source>/ %L1</source>
        <translation>/ %L1</translation>
    </message>
</context>
<context>
    <name>pb::views::WorldView</name>
    <message>
        <source>&lt;b&gt;Legend&lt;/b&gt;&lt;br&gt;Sand: clear ground; dark grey: rock; pink cells: red's anthill; grey cells: black's anthill.&lt;br&gt;Green: food, darker for more (the amount is written when zoomed in).&lt;br&gt;Ants: red or black triangles pointing where the ant faces; a green dot: carrying food.&lt;br&gt;Markers: &lt;span style='color:#f07810'&gt;orange&lt;/span&gt; for red's, &lt;span style='color:#3058e0'&gt;blue&lt;/span&gt; for black's. Zoomed out: a tint on the top half (red) or bottom half (black) of the cell, stronger for more bits. Zoomed in: six squares, bit 0 on the left, filled when set (red's row above the centre, black's below).&lt;br&gt;Wheel or +/-: zoom; 0 or F: fit; drag: pan; click: select a cell.</source>
        <translation>&lt;b&gt;Legenda&lt;/b&gt;&lt;br&gt;Zand: vrije grond; donkergrijs: rots; roze cellen: mierenhoop van rood; grijze cellen: mierenhoop van zwart.&lt;br&gt;Groen: voedsel, donkerder bij meer (de hoeveelheid staat erbij als u inzoomt).&lt;br&gt;Mieren: rode of zwarte driehoeken die wijzen waar de mier naartoe kijkt; een groene stip: draagt voedsel.&lt;br&gt;Markeringen: &lt;span style='color:#f07810'&gt;oranje&lt;/span&gt; voor die van rood, &lt;span style='color:#3058e0'&gt;blauw&lt;/span&gt; voor die van zwart. Uitgezoomd: een tint op de bovenste helft (rood) of onderste helft (zwart) van de cel, sterker bij meer bits. Ingezoomd: zes vierkantjes, bit 0 links, gevuld als de bit gezet is (de rij van rood boven het midden, die van zwart eronder).&lt;br&gt;Wiel of +/-: zoomen; 0 of F: passend maken; slepen: verschuiven; klikken: cel selecteren.</translation>
    </message>
    <message>
        <source>Wheel: zoom, drag: pan, F: fit, click: select. Colours: Help &gt; Guide to This Workspace</source>
        <translation>Wiel: zoomen, slepen: verschuiven, F: passend maken, klikken: selecteren. Kleuren: Help &gt; Uitleg bij deze werkruimte</translation>
    </message>
    <message>
        <source>No game to show</source>
        <translation>Geen partij om te tonen</translation>
    </message>
</context>
</TS>