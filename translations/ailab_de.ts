<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ailab::app::AboutDialog</name>
    <message>
        <source>About AI Infra Lab</source>
        <translation>Über AI Infra Lab</translation>
    </message>
    <message>
        <source>Program icon</source>
        <translation>Programmsymbol</translation>
    </message>
    <message>
        <source>&lt;h2&gt;AI Infra Lab %1&lt;/h2&gt;&lt;p&gt;Learn how AI clusters work by operating one.&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot (GPL-3.0)&lt;/li&gt;&lt;li&gt;spdlog (MIT)&lt;/li&gt;&lt;li&gt;nlohmann/json (MIT)&lt;/li&gt;&lt;li&gt;CLI11 (BSD-3-Clause)&lt;/li&gt;&lt;li&gt;zlib (Zlib)&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The tests use Catch2 (BSL-1.0).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;AI Infra Lab %1&lt;/h2&gt;&lt;p&gt;Lernen Sie, wie KI-Cluster funktionieren, indem Sie selbst einen betreiben.&lt;/p&gt;&lt;p&gt;Dieses Programm ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und/oder verändern. Es wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;Erstellt mit:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Qt %2 (LGPL-3.0)&lt;/li&gt;&lt;li&gt;QCustomPlot (GPL-3.0)&lt;/li&gt;&lt;li&gt;spdlog (MIT)&lt;/li&gt;&lt;li&gt;nlohmann/json (MIT)&lt;/li&gt;&lt;li&gt;CLI11 (BSD-3-Clause)&lt;/li&gt;&lt;li&gt;zlib (Zlib)&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Die Tests verwenden Catch2 (BSL-1.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ailab::app::Application</name>
    <message>
        <source>AI Infra Lab</source>
        <translation>AI Infra Lab</translation>
    </message>
    <message>
        <source>the scenario &quot;%1&quot; is for the lab &quot;%2&quot;, which does not exist; the labs are: %3</source>
        <translation>das Szenario „%1“ gehört zum Labor „%2“, das es nicht gibt; die Labore sind: %3</translation>
    </message>
    <message>
        <source>the scenario &quot;%1&quot; is for the lab &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>das Szenario „%1“ gehört zum Labor „%2“, nicht zu „%3“</translation>
    </message>
    <message>
        <source>the lab &quot;%1&quot; could not be opened</source>
        <translation>das Labor „%1“ konnte nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>ailab::app::CommandLine</name>
    <message>
        <source>cannot write pictures into the folder &quot;%1&quot;</source>
        <translation>in den Ordner „%1“ können keine Bilder geschrieben werden</translation>
    </message>
    <message>
        <source>cannot write pictures of type &quot;%1&quot;; use a .png file name</source>
        <translation>Bilder vom Typ „%1“ können nicht geschrieben werden; verwenden Sie einen Dateinamen mit .png</translation>
    </message>
    <message>
        <source>cannot write the picture &quot;%1&quot;</source>
        <translation>das Bild „%1“ kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot overwrite the picture &quot;%1&quot;</source>
        <translation>das Bild „%1“ kann nicht überschrieben werden</translation>
    </message>
    <message>
        <source>AI Infra Lab: learn how AI clusters work by operating one.</source>
        <translation>AI Infra Lab: Lernen Sie, wie KI-Cluster funktionieren, indem Sie selbst einen betreiben.</translation>
    </message>
    <message>
        <source>Open the lab &lt;id&gt;.</source>
        <translation>Das Labor &lt;id&gt; öffnen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Load the scenario &lt;file&gt; into its lab.</source>
        <translation>Das Szenario &lt;datei&gt; in sein Labor laden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>Start in presenter mode (large text, high contrast).</source>
        <translation>Im Präsentationsmodus starten (große Schrift, hoher Kontrast).</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;, for example de.</source>
        <translation>Die Sprache &lt;code&gt; verwenden, zum Beispiel de.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Save a 1280x800 picture of the chosen lab to &lt;file&gt;, then exit.</source>
        <translation>Ein Bild des gewählten Labors mit 1280x800 Pixeln in &lt;datei&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Save one picture per lab, &lt;id&gt;.png, into &lt;folder&gt;, then exit.</source>
        <translation>Ein Bild je Labor, &lt;id&gt;.png, in &lt;ordner&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>ordner</translation>
    </message>
    <message>
        <source>Print the lab ids, one a line.</source>
        <translation>Die IDs der Labore ausgeben, eine pro Zeile.</translation>
    </message>
    <message>
        <source>Quit as soon as the window has been painted once.</source>
        <translation>Beenden, sobald das Fenster einmal gezeichnet wurde.</translation>
    </message>
    <message>
        <source>Also write debug messages to the terminal.</source>
        <translation>Zusätzlich Debug-Meldungen im Terminal ausgeben.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument „%1“</translation>
    </message>
    <message>
        <source>--screenshot and --screenshot-all cannot be used together</source>
        <translation>--screenshot und --screenshot-all können nicht zusammen verwendet werden</translation>
    </message>
    <message>
        <source>unknown lab &quot;%1&quot;; the labs are: %2</source>
        <translation>unbekanntes Labor „%1“; die Labore sind: %2</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; available: %2</source>
        <translation>unbekannte Sprache „%1“; verfügbar: %2</translation>
    </message>
    <message>
        <source>the scenario file &quot;%1&quot; does not exist</source>
        <translation>die Szenariodatei „%1“ existiert nicht</translation>
    </message>
</context>
<context>
    <name>ailab::app::HelpWindow</name>
    <message>
        <source>AI Infra Lab Help</source>
        <translation>Hilfe zu AI Infra Lab</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>%1 - AI Infra Lab Help</source>
        <translation>%1 – Hilfe zu AI Infra Lab</translation>
    </message>
</context>
<context>
    <name>ailab::app::HomePage</name>
    <message>
        <source>AI Infra Lab</source>
        <translation>AI Infra Lab</translation>
    </message>
    <message>
        <source>Learn how AI clusters work by operating one. Each lab is a live model of one part of the cluster: change it, run it and watch what happens.</source>
        <translation>Lernen Sie, wie KI-Cluster funktionieren, indem Sie selbst einen betreiben. Jedes Labor ist ein lebendiges Modell eines Teils des Clusters: Ändern Sie es, lassen Sie es laufen und beobachten Sie, was geschieht.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Getting started.&lt;/b&gt; Choose a lab. The time bar at the bottom runs the model: Play or pause with Alt+K, advance one step, change the speed, and return to the start with Alt+R. The File menu has ready-made presets and saves your work with Ctrl+S. F5 switches to presenter mode for projectors, F1 opens the help.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Erste Schritte.&lt;/b&gt; Wählen Sie ein Labor. Die Zeitleiste unten lässt das Modell laufen: Starten oder anhalten mit Alt+K, einen Schritt weiter, die Geschwindigkeit ändern und mit Alt+R zum Anfang zurück. Im Menü Datei finden Sie fertige Voreinstellungen, und Strg+S speichert Ihre Arbeit. F5 schaltet in den Präsentationsmodus für Beamer, F1 öffnet die Hilfe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No labs are installed.</source>
        <translation>Es sind keine Labore installiert.</translation>
    </message>
    <message>
        <source>Open the lab %1</source>
        <translation>Das Labor %1 öffnen</translation>
    </message>
</context>
<context>
    <name>ailab::app::LabFiles</name>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1 (bei %2)</translation>
    </message>
    <message>
        <source>Lab state (*.ailab.json *.json)</source>
        <translation>Laborzustand (*.ailab.json *.json)</translation>
    </message>
    <message>
        <source>Open a lab first: the home page has nothing to save or export.</source>
        <translation>Öffnen Sie zuerst ein Labor: Die Startseite hat nichts zu speichern oder zu exportieren.</translation>
    </message>
    <message>
        <source>Cannot open the saved state</source>
        <translation>Der gespeicherte Zustand kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; belongs to the lab &quot;%2&quot;, which this version of the program does not have.</source>
        <translation>Die Datei „%1“ gehört zum Labor „%2“, das diese Version des Programms nicht hat.</translation>
    </message>
    <message>
        <source>The lab &quot;%1&quot; could not be opened.</source>
        <translation>Das Labor „%1“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; could not be opened: %2</source>
        <translation>Die Datei „%1“ konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save the state</source>
        <translation>Der Zustand kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; could not be saved: %2</source>
        <translation>Die Datei „%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot load the scenario</source>
        <translation>Das Szenario kann nicht geladen werden</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is for the lab &quot;%2&quot;, which this version of the program does not have.</source>
        <translation>Das Szenario „%1“ gehört zum Labor „%2“, das diese Version des Programms nicht hat.</translation>
    </message>
    <message>
        <source>Loaded the scenario &quot;%1&quot;</source>
        <translation>Szenario „%1“ geladen</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; does not fit the lab: %2</source>
        <translation>Das Szenario „%1“ passt nicht zum Labor: %2</translation>
    </message>
    <message>
        <source>Cannot load the preset</source>
        <translation>Die Voreinstellung kann nicht geladen werden</translation>
    </message>
    <message>
        <source>The preset &quot;%1&quot; is missing.</source>
        <translation>Die Voreinstellung „%1“ fehlt.</translation>
    </message>
    <message>
        <source>Cannot export the picture</source>
        <translation>Das Bild kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>The picture &quot;%1&quot; could not be written: %2</source>
        <translation>Das Bild „%1“ konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Open Lab State</source>
        <translation>Laborzustand öffnen</translation>
    </message>
    <message>
        <source>Save Lab State</source>
        <translation>Laborzustand speichern</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Scenario (*.json)</source>
        <translation>Szenario (*.json)</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
</context>
<context>
    <name>ailab::app::LabNavigator</name>
    <message>
        <source>Home</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Overview of the labs and how to use them</source>
        <translation>Überblick über die Labore und ihre Bedienung</translation>
    </message>
    <message>
        <source>Labs</source>
        <translation>Labore</translation>
    </message>
    <message>
        <source>Choose a lab to open it</source>
        <translation>Wählen Sie ein Labor, um es zu öffnen</translation>
    </message>
    <message>
        <source>The labs of the program. Select one with the arrow keys or the mouse to open it; its state is kept while you visit others.</source>
        <translation>Die Labore des Programms. Wählen Sie eines mit den Pfeiltasten oder der Maus, um es zu öffnen; sein Zustand bleibt erhalten, während Sie andere besuchen.</translation>
    </message>
</context>
<context>
    <name>ailab::app::MainWindow</name>
    <message>
        <source>AI Infra Lab</source>
        <translation>AI Infra Lab</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>%1 - AI Infra Lab</source>
        <translation>%1 – AI Infra Lab</translation>
    </message>
    <message>
        <source>Load the preset &quot;%1&quot;</source>
        <translation>Die Voreinstellung „%1“ laden</translation>
    </message>
</context>
<context>
    <name>ailab::app::Screenshotter</name>
    <message>
        <source>cannot write the picture &quot;%1&quot;: %2</source>
        <translation>das Bild „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ailab::app::SettingsDialog</name>
    <message>
        <source>Start in presenter mode</source>
        <translation>Im Präsentationsmodus starten</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language is used from the next start of the program.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start des Programms.</translation>
    </message>
    <message>
        <source>Large text and high contrast for projectors</source>
        <translation>Große Schrift und hoher Kontrast für Beamer</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Default speed</source>
        <translation>Standardgeschwindigkeit</translation>
    </message>
    <message>
        <source>The speed of the time bar when a lab is first opened</source>
        <translation>Die Geschwindigkeit der Zeitleiste, wenn ein Labor zum ersten Mal geöffnet wird</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>(no log file: the terminal only)</source>
        <translation>(keine Protokolldatei: nur das Terminal)</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Protokollordner</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Default &amp;speed:</source>
        <translation>Standard&amp;geschwindigkeit:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Sc&amp;hriftgröße:</translation>
    </message>
    <message>
        <source>Log folder:</source>
        <translation>Protokollordner:</translation>
    </message>
</context>
<context>
    <name>ailab::app::ShellActions</name>
    <message>
        <source>Open &amp;Scenario...</source>
        <translation>&amp;Szenario öffnen …</translation>
    </message>
    <message>
        <source>Load a scenario file into its lab</source>
        <translation>Eine Szenariodatei in ihr Labor laden</translation>
    </message>
    <message>
        <source>&amp;Open State...</source>
        <translation>Zustand ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a saved state of a lab</source>
        <translation>Einen gespeicherten Zustand eines Labors öffnen</translation>
    </message>
    <message>
        <source>&amp;Save State</source>
        <translation>Zustand s&amp;peichern</translation>
    </message>
    <message>
        <source>Save the state of the current lab</source>
        <translation>Den Zustand des aktuellen Labors speichern</translation>
    </message>
    <message>
        <source>Save State &amp;As...</source>
        <translation>Zustand speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save the state of the current lab to a new file</source>
        <translation>Den Zustand des aktuellen Labors in eine neue Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Export Picture...</source>
        <translation>Bild e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Save a PNG picture of the current lab</source>
        <translation>Ein PNG-Bild des aktuellen Labors speichern</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Change the program&apos;s settings</source>
        <translation>Die Einstellungen des Programms ändern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation>Das Programm beenden</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>Show the list of labs</source>
        <translation>Die Liste der Labore zeigen</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Large text and high contrast for projectors</source>
        <translation>Große Schrift und hoher Kontrast für Beamer</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Use the whole screen</source>
        <translation>Den ganzen Bildschirm nutzen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Make the text larger</source>
        <translation>Die Schrift vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Make the text smaller</source>
        <translation>Die Schrift verkleinern</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Normale Größe</translation>
    </message>
    <message>
        <source>Use the normal text size</source>
        <translation>Die normale Schriftgröße verwenden</translation>
    </message>
    <message>
        <source>AI Infra Lab &amp;Help</source>
        <translation>&amp;Hilfe zu AI Infra Lab</translation>
    </message>
    <message>
        <source>Open the help for the current lab</source>
        <translation>Die Hilfe zum aktuellen Labor öffnen</translation>
    </message>
    <message>
        <source>&amp;About AI Infra Lab</source>
        <translation>Über &amp;AI Infra Lab</translation>
    </message>
    <message>
        <source>Version and licences of the program</source>
        <translation>Version und Lizenzen des Programms</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Version and licence of Qt</source>
        <translation>Version und Lizenz von Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Voreinstellungen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>&amp;Labor</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>ailab::app::StateFile</name>
    <message>
        <source>The state of the lab is missing or is not an object.</source>
        <translation>Der Zustand des Labors fehlt oder ist kein Objekt.</translation>
    </message>
    <message>
        <source>The version must be a whole number.</source>
        <translation>Die Version muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>This file has version %1; this program reads versions up to %2. Please use a newer version of the program.</source>
        <translation>Diese Datei hat die Version %1; dieses Programm liest Versionen bis %2. Bitte verwenden Sie eine neuere Version des Programms.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2).</source>
        <translation>Die Datei ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>The file does not contain a JSON object.</source>
        <translation>Die Datei enthält kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>This is not a saved lab state (&quot;format&quot; must be &quot;%1&quot;).</source>
        <translation>Dies ist kein gespeicherter Laborzustand („format“ muss „%1“ sein).</translation>
    </message>
    <message>
        <source>The lab id is missing.</source>
        <translation>Die ID des Labors fehlt.</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot write the file: %1</source>
        <translation>Die Datei kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>ailab::core::hw</name>
    <message>
        <source>NVIDIA H100 SXM5 80 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H200 SXM 141 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H100 PCIe 80 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA A100 SXM4 80 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DGX H100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DGX H200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA HGX H100 8-GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OEM 4x GPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SXM5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SXM4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8U rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OEM chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2U rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM3e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM2e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>18 fourth-generation NVLink links of 50 GB/s; TDP is configurable up to 700 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same Hopper compute as the H100 SXM with more and faster memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink bridges connect two cards at 600 GB/s; other GPUs are reached over PCIe Gen5 (128 GB/s). Board power 300 to 350 W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ampere has no FP8 Tensor Cores; 12 third-generation NVLink links of 50 GB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8x H100 SXM5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8x H200 SXM5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x H100 PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All eight GPUs through four NVSwitch chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All eight GPUs through NVSwitch chips on the baseboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink bridges join the GPUs in two pairs; pairs talk over PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6U rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1.1 TB HBM3e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>320 GB HBM3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4x H100/H200 PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink 3.0 (600 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,128 GB HBM3e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>320 GB HBM2e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fourth-generation NVLink bridges, 600 GB/s per GPU pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DGX H100 chassis is 8U (356 mm); 6U was the DGX A100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 x 141 GB = 1,128 GB; the seed rounds it to 1.1 TB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DGX H200 uses the 8U chassis of the DGX H100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 80 GB H100 PCIe card carries HBM2e (2.0 TB/s), not HBM3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PCIe card of the H200 is the H200 NVL (141 GB HBM3e, 900 GB/s bridges); with it the server holds 564 GB, not 320 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hopper GPUs use fourth-generation NVLink; 600 GB/s is the bridge bandwidth between two cards, not an all-to-all NVSwitch fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand NDR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand HDR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet 400 GbE + RoCEv2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet 100 GbE + RoCEv2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear-door heat exchanger (RDHx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct-to-chip liquid cooling (DLC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full immersion cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet + RoCEv2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,000+ GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>500+ GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium-high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low-medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large training clusters, frontier models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mid-scale training, HPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large inference, cost-sensitive training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small clusters, inference, dev/test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-capacity NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active training datasets, checkpoints, model weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preprocessed datasets, recent checkpoints, inference model storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw datasets, archived models, long-term checkpoint storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must deliver hundreds of GB/s of sequential throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chilled water to rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Liquid loop to each server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete facility redesign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lustre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WEKA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-NVMe arrays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe-oF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3-compatible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MinIO</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::core::train</name>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four 8-GPU servers give the 32 GPUs of the seed&apos;s capstone cluster (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DGX and HGX H100 carry 8 GPUs (seed platform table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 7B model: it does not fit one 80 GB GPU for training (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>256 sequences of 2,048 tokens; LLaMA used 4M-token batches (Touvron et al. 2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large dense training reaches 35-50 % MFU (PaLM: 46 %, Chowdhery et al. 2022).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 gradients, 2 B each (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency per ring step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port latency is 0.5-3 µs (seed fabric table); software adds a few µs per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute/communication overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient buckets are reduced during the backward pass, two thirds of 6ND (Kaplan et al. 2020); half of the compute time is a cautious share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training data per GPU per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the seed&apos;s capstone demand of about 1 GB/s per GPU (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage read throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s capstone storage: 40 GB/s for 32 GPUs (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage write throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s checkpoint example writes at 10 GB/s (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights and optimizer state with mixed-precision Adam: 16 B per parameter (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About every 30 minutes at this step time, as in the seed&apos;s checkpoint example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static power share of TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power that does no work (leakage, memory, fans); throughput follows the cube root of the dynamic power (P ~ f^3, Hennessy and Patterson).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healthy storage; the learner divides its throughput by this factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable network bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healthy fabric; congestion leaves this share of each port&apos;s bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full TDP; a facility power limit caps each GPU at this share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job submission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API call and admission control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gang scheduling of all GPUs and container start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps shown in the journey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough steps to see the steady state; the job then writes its final checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client to gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-way wide-area latency to the serving region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication and rate limiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler and router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing a model server replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queueing at the model server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With prefill, the seed&apos;s TTFT of 400 ms (MODELS.md); the split is assumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With queueing, the seed&apos;s TTFT of 400 ms (MODELS.md); the split is assumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s worked example: 100 tokens (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s worked example: 25 ms between tokens (MODELS.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response to client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-way wide-area latency back to the client.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::DataTableToggle</name>
    <message>
        <source>Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the drawing again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the same data as a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 as a table</source>
        <extracomment>%1 names the drawing, e.g. &quot;GPU utilisation&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::ExplainerPanel</name>
    <message>
        <source>Formula in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teaching assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an element to see how its figures are computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::MetricTile</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A value and its unit, e.g. &quot;1.75 GB&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::SummaryChart</name>
    <message>
        <source>summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 (%4 %)</source>
        <extracomment>Donut slice label: %1 name, %2 value, %3 unit, %4 share in percent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <extracomment>Column header, %1 unit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::TimeBar</name>
    <message>
        <source>t = %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 us</source>
        <extracomment>microseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 ns</source>
        <extracomment>nanoseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the simulation (Alt+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the simulation (Alt+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time: %1</source>
        <extracomment>Accessible name of the time display, %1 is e.g. &quot;t = 12.40 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance the simulation by one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the start of the scenario (Alt+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished">Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished">Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished">Schnell</translation>
    </message>
    <message>
        <source>Simulation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast simulated time runs: slow is a quarter, fast four times the normal rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time since the start of the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time controls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::TimeSeriesPanel</name>
    <message>
        <source>chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Crosshair readout of the x value, %1 number, %2 unit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Crosshair readout: %1 series name, %2 value, %3 unit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>Column header, %1 is the x axis label, e.g. &quot;Time (s)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyLegend</name>
    <message>
        <source>Legend of link colours and patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle link (below 5 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low load (5 to 40 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium load (40 to 70 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high load (70 to 90 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saturated (90 % and more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>congested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyLinkItem</name>
    <message>
        <source>%1 – %2: %3, load %4, capacity %5</source>
        <extracomment>Tooltip of a link: %1 and %2 are node names, %3 the status, %4 the load, %5 capacity</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyNodeItem</name>
    <message>
        <source>%1: %2, load %3</source>
        <extracomment>Tooltip: %1 name, %2 status, %3 load (&quot;high (82 %)&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tooltip: %1 name, %2 status</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyTableModel</name>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>A link between two nodes, e.g. &quot;GPU 0 – NVSwitch&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyView</name>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <extracomment>Zoom in button</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel, or + on the drawing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−</source>
        <extracomment>Zoom out button</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel, or - on the drawing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the key to the colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished">id</translation>
    </message>
    <message>
        <source>utilisation (fraction)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::chart_export</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported from AI Infra Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the drawing %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <extracomment>File dialog filter, %1 is a format name (&quot;PNG image&quot;), %2 a suffix (&quot;png&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this drawing as a PNG image, an SVG drawing or a CSV table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1...</source>
        <extracomment>Menu entry, %1 is a format name (&quot;PNG image&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::CatalogTableModel</name>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of two numbers, e.g. &quot;1.1–1.3&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth (TB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 dense (TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink (GB/s per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power draw (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth (Gb/s per port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency (ns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max rack density (kW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infrastructure change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the seed says %2, the catalog keeps the vendor&apos;s %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::ComparePage</name>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Both workloads use accelerated computing, but they stress the stack differently. The first four rows are the seed&apos;s comparison; the rows below them are computed by the lab&apos;s models for the loaded scenario and follow the sliders of the workload journey.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: building and updating models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference: serving model predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training versus inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;These distinctions are not absolute. Large inference deployments can spread one model across many accelerators and then need high-bandwidth communication like training; some training jobs fit in one server and need no large fabric. Design for the actual workload profile, not for the label.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute behaviour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-running jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request-driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving and model traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets and checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model loading and artifacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step of %1 tokens on %2 GPUs: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One request of %1 output tokens: %2 end to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the user waits for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps per hour (%2 tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First token after %1, then one token every %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network per unit of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce: each GPU sends %1 per step (2(p−1)/p × %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A prompt and %1 tokens: kilobytes through the gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage per unit of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads %1 per step; writes a %2 checkpoint every %3 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loads %1 of weights once per model server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slowest layer of the step; now: %1 utilisation of the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queueing and prefill for the first token, memory bandwidth for each next token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::ExplorePage</name>
    <message>
        <source>Infrastructure layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six building blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five physical layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed table of the selected layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Role.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Key technologies:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Engineering insight.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (click a column header to sort)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;The stack is only as fast as its slowest layer: a powerful GPU cluster still idles when the network is congested or storage cannot deliver data fast enough. Open the workload journey to weaken a layer and watch the whole job slow down.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed and vendor differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed: AI Infrastructure Explained, section 01.2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::JourneyDiagram</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Researcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs; compute %2 per step, GPU utilisation %3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce %1 per step, %2 not hidden by compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch load %1 per step; checkpoint write %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU power cap %1 % of TDP: compute throughput %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token %1; response %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job: waiting to be submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job: submitted; the platform admits it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job: the scheduler allocates all GPUs at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job: the first batches load from storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs wait for data from storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs compute; gradients synchronise at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs wait for the all-reduce over the fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job: writing a checkpoint to storage after step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training job: finished after %1 steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: travelling from the client to the gateway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: the gateway authenticates and rate-limits it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: the router picks a model server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: queued at the model server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: prefill of the prompt (compute bound).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: decoding tokens one by one (memory bound).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: the response returns to the client.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference request: answered; %1 so far.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::JourneyPage</name>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload journey through the stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first training step completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weaken one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable network bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Storage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Power cap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× slower (%2 GB/s read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % usable (%2 Gb/s per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of TDP (%2 % compute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % slower than without degradation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as without degradation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute time ÷ step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-bound: the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 % faster here saves %1 ms per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first token after %1 s, %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without degradation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::PatternsPage</name>
    <message>
        <source>Spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod %1 switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod %1 GPU nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod %1 storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next pod, added as one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand training fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training GPU nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet inference fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference GPU nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce traffic stays here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request latency is isolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU node 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU node 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BMC, IPMI or iDRAC port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint NVMe in the same rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short path: fast checkpoint writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older checkpoints move here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pod-based scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design the cluster as a set of identical pods, each with a fixed number of GPU nodes, network switches and storage nodes. Scale by adding pods, not individual components.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate training and inference fabrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training needs high-bandwidth, low-latency InfiniBand; inference needs high-throughput, low-latency Ethernet. Separate fabrics keep training traffic from affecting inference latency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dedicated management network (BMC, IPMI, iDRAC), separate from the data fabric, lets operators manage the infrastructure without affecting training workloads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint storage co-location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place checkpoint storage (NVMe) physically close to the compute nodes to minimise checkpoint write latency, a critical factor for how fast a job recovers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StackLab</name>
    <message>
        <source>AI infrastructure stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layers of an AI platform and how one slow layer limits the whole job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload &amp;journey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Training vs inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Design patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack explorer modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenario:&lt;/b&gt; %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StackLayers</name>
    <message>
        <source>Accelerated compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs and other accelerators execute the mathematical operations required by AI workloads. CPU resources coordinate processing, data preparation and system-level operations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator memory capacity, memory bandwidth, interconnect performance and scheduling efficiency decide how effectively the GPUs can be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in the hardware catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-performance networking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network fabrics connect computing nodes and transport distributed workload traffic. Ethernet, InfiniBand, RDMA and congestion management influence communication performance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCEv2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Congestion control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Congestion, packet loss, load balancing and collective communication patterns directly influence training efficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI network fabric options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distributed storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage platforms hold training datasets, model artifacts, checkpoints and application data. Parallel I/O and caching supply data at the rates compute nodes require.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel file systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage throughput and data pipeline design can decide whether accelerators remain productive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distributed software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI frameworks coordinate model execution, parallel computation, gradient synchronisation and communication between accelerators across many servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI frameworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient synchronisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When one accelerator or communication path is much slower than the others, synchronised operations have to wait for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchestration and scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster management systems allocate resources, schedule jobs, manage containers and coordinate the lifecycle of training and inference workloads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster schedulers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job lifecycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without visibility into accelerator utilisation, communication, storage activity and job progress, finding the source of a slowdown is much harder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical infrastructure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power delivery, cooling, rack design, cabling and capacity planning decide how densely accelerator systems can be deployed and operated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-density accelerator servers impose substantial power and cooling requirements; they limit what the rest of the stack can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling technology comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU servers, each with 4 to 8 GPUs connected by NVLink for GPU-to-GPU traffic inside the node and by PCIe to the CPUs and network adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DGX and HGX H100/H200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OEM GPU servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each layer must be engineered to match the others: a mismatch at any layer creates a bottleneck that limits the entire system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current generation AI server platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network fabric connects GPU nodes for distributed training and connects the cluster to storage and management networks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand NDR and HDR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>400 GbE and 100 GbE with RoCEv2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lossless fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fabric must provide enough bandwidth to prevent GPU idle time during all-reduce, the collective operation of distributed training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AI training needs storage that feeds data to the GPUs faster than they consume it: a hot parallel file system, a warm NVMe tier and cold object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPFS, Lustre, WEKA, VAST, DDN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe-oF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S3-compatible object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single DGX H100 system can consume data at 200+ GB/s; 64 of them need 12+ TB/s of aggregate throughput, far beyond traditional enterprise storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power engineering sizes circuits, PDUs and UPS systems for actual GPU power under training load, not nameplate ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-phase circuits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power capacity is the most common constraint: a rack of 4 DGX H100 systems draws 40+ kW and needs 60 A 3-phase circuits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power draw of AI server platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air cooling cannot remove the heat of racks drawing 20+ kW at AI densities; rear-door heat exchangers, direct-to-chip liquid and immersion take over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Air</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear-door heat exchangers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct-to-chip liquid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immersion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling reach per rack limits density, and therefore how much power and compute fit in the floor space you have.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StepExplainer</name>
    <message>
        <source>One training step, end to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Every step the GPUs compute the forward and backward pass, the gradients are averaged across all GPUs with a ring all-reduce, the next batch is read from storage, and every N steps a checkpoint is written. Compute hides part of the all-reduce and the whole prefetch; what it cannot hide adds to the step.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;bottleneck&lt;/b&gt; is the layer whose 10 % speed-up would shorten the step most: one layer&apos;s bottleneck limits the whole system. Under a power cap the GPUs stay busy but slow, so utilisation alone does not reveal it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step = compute + exposed all-reduce + data wait + checkpoint ÷ N&lt;br&gt;compute = 6 × parameters × tokens ÷ (GPUs × peak × MFU × power factor)&lt;br&gt;all-reduce = 2(p−1)α + 2(p−1)/p × 2 B × parameters ÷ bandwidth&lt;br&gt;exposed = max(0, all-reduce − overlap × compute)&lt;br&gt;data wait = max(0, data per step ÷ read rate − compute)&lt;br&gt;power factor = ((cap − floor) ÷ (1 − floor))&lt;sup&gt;1/3&lt;/sup&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 TFLOPS BF16 dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 Gb/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 s: compute %2 s, exposed all-reduce %3 s, data wait %4 s, checkpoint %5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaplan et al. 2020, Scaling Laws for Neural Language Models: 6 FLOPs per parameter per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patarasuk and Yuan 2009; Hockney&apos;s alpha-beta model: ring all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLPerf Storage: prefetch overlap and accelerator utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hennessy and Patterson, Computer Architecture: dynamic power and frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed: AI Infrastructure Explained, section 01.4; System Architecture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ailab::labs::style</name>
    <message>
        <source>healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>congested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saturated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <extracomment>%1 is a load band (&quot;high&quot;), %2 the utilisation in percent</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
