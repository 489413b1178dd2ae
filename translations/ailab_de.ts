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
        <translation>NVIDIA H100 SXM5 80 GB</translation>
    </message>
    <message>
        <source>NVIDIA H200 SXM 141 GB</source>
        <translation>NVIDIA H200 SXM 141 GB</translation>
    </message>
    <message>
        <source>NVIDIA H100 PCIe 80 GB</source>
        <translation>NVIDIA H100 PCIe 80 GB</translation>
    </message>
    <message>
        <source>NVIDIA A100 SXM4 80 GB</source>
        <translation>NVIDIA A100 SXM4 80 GB</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100</source>
        <translation>NVIDIA DGX H100</translation>
    </message>
    <message>
        <source>NVIDIA DGX H200</source>
        <translation>NVIDIA DGX H200</translation>
    </message>
    <message>
        <source>NVIDIA HGX H100 8-GPU</source>
        <translation>NVIDIA HGX H100 8-GPU</translation>
    </message>
    <message>
        <source>OEM 4x GPU server</source>
        <translation>OEM-Server mit 4 GPUs</translation>
    </message>
    <message>
        <source>SXM5</source>
        <translation>SXM5</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>SXM4</source>
        <translation>SXM4</translation>
    </message>
    <message>
        <source>8U rack</source>
        <translation>Rack, 8 HE</translation>
    </message>
    <message>
        <source>OEM chassis</source>
        <translation>OEM-Gehäuse</translation>
    </message>
    <message>
        <source>2U rack</source>
        <translation>Rack, 2 HE</translation>
    </message>
    <message>
        <source>HBM3</source>
        <translation>HBM3</translation>
    </message>
    <message>
        <source>HBM3e</source>
        <translation>HBM3e</translation>
    </message>
    <message>
        <source>HBM2e</source>
        <translation>HBM2e</translation>
    </message>
    <message>
        <source>18 fourth-generation NVLink links of 50 GB/s; TDP is configurable up to 700 W.</source>
        <translation>18 NVLink-Verbindungen der vierten Generation mit je 50 GB/s; die TDP ist bis 700 W einstellbar.</translation>
    </message>
    <message>
        <source>The same Hopper compute as the H100 SXM with more and faster memory.</source>
        <translation>Dieselbe Hopper-Rechenleistung wie die H100 SXM, mit mehr und schnellerem Speicher.</translation>
    </message>
    <message>
        <source>NVLink bridges connect two cards at 600 GB/s; other GPUs are reached over PCIe Gen5 (128 GB/s). Board power 300 to 350 W.</source>
        <translation>NVLink-Brücken verbinden je zwei Karten mit 600 GB/s; andere GPUs werden über PCIe Gen5 (128 GB/s) erreicht. Leistung der Karte 300 bis 350 W.</translation>
    </message>
    <message>
        <source>Ampere has no FP8 Tensor Cores; 12 third-generation NVLink links of 50 GB/s.</source>
        <translation>Ampere hat keine FP8-Tensor-Cores; 12 NVLink-Verbindungen der dritten Generation mit je 50 GB/s.</translation>
    </message>
    <message>
        <source>8x H100 SXM5</source>
        <translation>8x H100 SXM5</translation>
    </message>
    <message>
        <source>8x H200 SXM5</source>
        <translation>8x H200 SXM5</translation>
    </message>
    <message>
        <source>4x H100 PCIe</source>
        <translation>4x H100 PCIe</translation>
    </message>
    <message>
        <source>All eight GPUs through four NVSwitch chips</source>
        <translation>Alle acht GPUs über vier NVSwitch-Chips</translation>
    </message>
    <message>
        <source>All eight GPUs through NVSwitch chips on the baseboard</source>
        <translation>Alle acht GPUs über NVSwitch-Chips auf dem Baseboard</translation>
    </message>
    <message>
        <source>NVLink bridges join the GPUs in two pairs; pairs talk over PCIe</source>
        <translation>NVLink-Brücken verbinden die GPUs zu zwei Paaren; die Paare kommunizieren über PCIe</translation>
    </message>
    <message>
        <source>6U rack</source>
        <translation>Rack, 6 HE</translation>
    </message>
    <message>
        <source>1.1 TB HBM3e</source>
        <translation>1,1 TB HBM3e</translation>
    </message>
    <message>
        <source>320 GB HBM3</source>
        <translation>320 GB HBM3</translation>
    </message>
    <message>
        <source>4x H100/H200 PCIe</source>
        <translation>4x H100/H200 PCIe</translation>
    </message>
    <message>
        <source>NVLink 3.0 (600 GB/s)</source>
        <translation>NVLink 3.0 (600 GB/s)</translation>
    </message>
    <message>
        <source>1,128 GB HBM3e</source>
        <translation>1.128 GB HBM3e</translation>
    </message>
    <message>
        <source>320 GB HBM2e</source>
        <translation>320 GB HBM2e</translation>
    </message>
    <message>
        <source>fourth-generation NVLink bridges, 600 GB/s per GPU pair</source>
        <translation>NVLink-Brücken der vierten Generation, 600 GB/s je GPU-Paar</translation>
    </message>
    <message>
        <source>The DGX H100 chassis is 8U (356 mm); 6U was the DGX A100.</source>
        <translation>Das Gehäuse des DGX H100 hat 8 HE (356 mm); 6 HE hatte das DGX A100.</translation>
    </message>
    <message>
        <source>8 x 141 GB = 1,128 GB; the seed rounds it to 1.1 TB.</source>
        <translation>8 x 141 GB = 1.128 GB; die Vorlage rundet das auf 1,1 TB.</translation>
    </message>
    <message>
        <source>The DGX H200 uses the 8U chassis of the DGX H100.</source>
        <translation>Das DGX H200 nutzt das 8-HE-Gehäuse des DGX H100.</translation>
    </message>
    <message>
        <source>The 80 GB H100 PCIe card carries HBM2e (2.0 TB/s), not HBM3.</source>
        <translation>Die H100-PCIe-Karte mit 80 GB hat HBM2e (2,0 TB/s), nicht HBM3.</translation>
    </message>
    <message>
        <source>The PCIe card of the H200 is the H200 NVL (141 GB HBM3e, 900 GB/s bridges); with it the server holds 564 GB, not 320 GB.</source>
        <translation>Die PCIe-Karte der H200 ist die H200 NVL (141 GB HBM3e, Brücken mit 900 GB/s); damit hat der Server 564 GB, nicht 320 GB.</translation>
    </message>
    <message>
        <source>Hopper GPUs use fourth-generation NVLink; 600 GB/s is the bridge bandwidth between two cards, not an all-to-all NVSwitch fabric.</source>
        <translation>Hopper-GPUs nutzen NVLink der vierten Generation; 600 GB/s ist die Bandbreite der Brücke zwischen zwei Karten, keine All-to-All-Fabric über NVSwitch.</translation>
    </message>
    <message>
        <source>InfiniBand NDR</source>
        <translation>InfiniBand NDR</translation>
    </message>
    <message>
        <source>InfiniBand HDR</source>
        <translation>InfiniBand HDR</translation>
    </message>
    <message>
        <source>Ethernet 400 GbE + RoCEv2</source>
        <translation>Ethernet 400 GbE + RoCEv2</translation>
    </message>
    <message>
        <source>Ethernet 100 GbE + RoCEv2</source>
        <translation>Ethernet 100 GbE + RoCEv2</translation>
    </message>
    <message>
        <source>Hot tier</source>
        <translation>Heiße Stufe</translation>
    </message>
    <message>
        <source>Warm tier</source>
        <translation>Warme Stufe</translation>
    </message>
    <message>
        <source>Cold tier</source>
        <translation>Kalte Stufe</translation>
    </message>
    <message>
        <source>Air cooling</source>
        <translation>Luftkühlung</translation>
    </message>
    <message>
        <source>Rear-door heat exchanger (RDHx)</source>
        <translation>Rücktür-Wärmetauscher (RDHx)</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid cooling (DLC)</source>
        <translation>Direkte Flüssigkeitskühlung am Chip (DLC)</translation>
    </message>
    <message>
        <source>Full immersion cooling</source>
        <translation>Vollständige Immersionskühlung</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Ethernet + RoCEv2</source>
        <translation>Ethernet + RoCEv2</translation>
    </message>
    <message>
        <source>1,000+ GPUs</source>
        <translation>1.000+ GPUs</translation>
    </message>
    <message>
        <source>500+ GPUs</source>
        <translation>500+ GPUs</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Medium-high</source>
        <translation>Mittel bis hoch</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Low-medium</source>
        <translation>Niedrig bis mittel</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <source>Very high</source>
        <translation>Sehr hoch</translation>
    </message>
    <message>
        <source>Large training clusters, frontier models</source>
        <translation>Große Trainingscluster, Frontier-Modelle</translation>
    </message>
    <message>
        <source>Mid-scale training, HPC</source>
        <translation>Training mittlerer Größe, HPC</translation>
    </message>
    <message>
        <source>Large inference, cost-sensitive training</source>
        <translation>Große Inferenz, kostensensibles Training</translation>
    </message>
    <message>
        <source>Small clusters, inference, dev/test</source>
        <translation>Kleine Cluster, Inferenz, Entwicklung/Test</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <source>High-capacity NVMe</source>
        <translation>NVMe mit hoher Kapazität</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Active training datasets, checkpoints, model weights.</source>
        <translation>Aktive Trainingsdatensätze, Checkpoints, Modellgewichte.</translation>
    </message>
    <message>
        <source>Preprocessed datasets, recent checkpoints, inference model storage.</source>
        <translation>Vorverarbeitete Datensätze, neuere Checkpoints, Ablage der Modelle für die Inferenz.</translation>
    </message>
    <message>
        <source>Raw datasets, archived models, long-term checkpoint storage.</source>
        <translation>Rohdatensätze, archivierte Modelle, Langzeitablage von Checkpoints.</translation>
    </message>
    <message>
        <source>Must deliver hundreds of GB/s of sequential throughput.</source>
        <translation>Muss Hunderte GB/s sequenziellen Durchsatz liefern.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Chilled water to rack</source>
        <translation>Kaltwasser bis zum Rack</translation>
    </message>
    <message>
        <source>Liquid loop to each server</source>
        <translation>Flüssigkeitskreislauf zu jedem Server</translation>
    </message>
    <message>
        <source>Complete facility redesign</source>
        <translation>Kompletter Umbau des Rechenzentrums</translation>
    </message>
    <message>
        <source>GPFS</source>
        <translation>GPFS</translation>
    </message>
    <message>
        <source>Lustre</source>
        <translation>Lustre</translation>
    </message>
    <message>
        <source>WEKA</source>
        <translation>WEKA</translation>
    </message>
    <message>
        <source>VAST</source>
        <translation>VAST</translation>
    </message>
    <message>
        <source>DDN</source>
        <translation>DDN</translation>
    </message>
    <message>
        <source>All-NVMe arrays</source>
        <translation>All-NVMe-Arrays</translation>
    </message>
    <message>
        <source>NVMe-oF</source>
        <translation>NVMe-oF</translation>
    </message>
    <message>
        <source>S3-compatible</source>
        <translation>S3-kompatibel</translation>
    </message>
    <message>
        <source>Ceph</source>
        <translation>Ceph</translation>
    </message>
    <message>
        <source>MinIO</source>
        <translation>MinIO</translation>
    </message>
</context>
<context>
    <name>ailab::core::train</name>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Four 8-GPU servers give the 32 GPUs of the seed&apos;s capstone cluster (MODELS.md).</source>
        <translation>Vier Server mit je 8 GPUs ergeben die 32 GPUs des Abschluss-Clusters der Vorlage (MODELS.md).</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs pro Server</translation>
    </message>
    <message>
        <source>DGX and HGX H100 carry 8 GPUs (seed platform table).</source>
        <translation>DGX und HGX H100 tragen 8 GPUs (Plattformtabelle der Vorlage).</translation>
    </message>
    <message>
        <source>Model parameters</source>
        <translation>Modellparameter</translation>
    </message>
    <message>
        <source>A 7B model: it does not fit one 80 GB GPU for training (MODELS.md).</source>
        <translation>Ein 7B-Modell: Für das Training passt es nicht auf eine GPU mit 80 GB (MODELS.md).</translation>
    </message>
    <message>
        <source>Tokens per step</source>
        <translation>Tokens pro Schritt</translation>
    </message>
    <message>
        <source>256 sequences of 2,048 tokens; LLaMA used 4M-token batches (Touvron et al. 2023).</source>
        <translation>256 Sequenzen mit je 2.048 Tokens; LLaMA nutzte Batches mit 4 Mio. Tokens (Touvron et al. 2023).</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Modell-FLOPs-Auslastung (MFU)</translation>
    </message>
    <message>
        <source>Large dense training reaches 35-50 % MFU (PaLM: 46 %, Chowdhery et al. 2022).</source>
        <translation>Großes dichtes Training erreicht 35–50 % MFU (PaLM: 46 %, Chowdhery et al. 2022).</translation>
    </message>
    <message>
        <source>Gradient bytes per parameter</source>
        <translation>Gradienten-Bytes pro Parameter</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>BF16 gradients, 2 B each (MODELS.md).</source>
        <translation>BF16-Gradienten, je 2 B (MODELS.md).</translation>
    </message>
    <message>
        <source>Latency per ring step</source>
        <translation>Latenz pro Ring-Schritt</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Port latency is 0.5-3 µs (seed fabric table); software adds a few µs per step.</source>
        <translation>Die Portlatenz beträgt 0,5–3 µs (Fabric-Tabelle der Vorlage); Software fügt pro Schritt einige µs hinzu.</translation>
    </message>
    <message>
        <source>Compute/communication overlap</source>
        <translation>Überlappung von Rechnen und Kommunikation</translation>
    </message>
    <message>
        <source>Gradient buckets are reduced during the backward pass, two thirds of 6ND (Kaplan et al. 2020); half of the compute time is a cautious share.</source>
        <translation>Gradienten-Buckets werden während des Backward-Passes reduziert, der zwei Drittel von 6ND ausmacht (Kaplan et al. 2020); die Hälfte der Rechenzeit ist ein vorsichtiger Anteil.</translation>
    </message>
    <message>
        <source>Training data per GPU per step</source>
        <translation>Trainingsdaten pro GPU und Schritt</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>After the seed&apos;s capstone demand of about 1 GB/s per GPU (MODELS.md).</source>
        <translation>Nach dem Bedarf des Abschluss-Clusters der Vorlage von etwa 1 GB/s pro GPU (MODELS.md).</translation>
    </message>
    <message>
        <source>Storage read throughput</source>
        <translation>Lesedurchsatz des Speichers</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>The seed&apos;s capstone storage: 40 GB/s for 32 GPUs (MODELS.md).</source>
        <translation>Der Speicher des Abschluss-Clusters der Vorlage: 40 GB/s für 32 GPUs (MODELS.md).</translation>
    </message>
    <message>
        <source>Storage write throughput</source>
        <translation>Schreibdurchsatz des Speichers</translation>
    </message>
    <message>
        <source>The seed&apos;s checkpoint example writes at 10 GB/s (MODELS.md).</source>
        <translation>Das Checkpoint-Beispiel der Vorlage schreibt mit 10 GB/s (MODELS.md).</translation>
    </message>
    <message>
        <source>Checkpoint bytes per parameter</source>
        <translation>Checkpoint-Bytes pro Parameter</translation>
    </message>
    <message>
        <source>Weights and optimizer state with mixed-precision Adam: 16 B per parameter (MODELS.md).</source>
        <translation>Gewichte und Optimiererzustand bei Adam mit gemischter Genauigkeit: 16 B pro Parameter (MODELS.md).</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Checkpoint alle</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>About every 30 minutes at this step time, as in the seed&apos;s checkpoint example.</source>
        <translation>Bei dieser Schrittzeit etwa alle 30 Minuten, wie im Checkpoint-Beispiel der Vorlage.</translation>
    </message>
    <message>
        <source>Static power share of TDP</source>
        <translation>Statischer Leistungsanteil der TDP</translation>
    </message>
    <message>
        <source>Power that does no work (leakage, memory, fans); throughput follows the cube root of the dynamic power (P ~ f^3, Hennessy and Patterson).</source>
        <translation>Leistung, die keine Arbeit verrichtet (Leckströme, Speicher, Lüfter); der Durchsatz folgt der Kubikwurzel der dynamischen Leistung (P ~ f^3, Hennessy und Patterson).</translation>
    </message>
    <message>
        <source>Storage slowdown</source>
        <translation>Verlangsamung des Speichers</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>Healthy storage; the learner divides its throughput by this factor.</source>
        <translation>Intakter Speicher; Sie teilen seinen Durchsatz durch diesen Faktor.</translation>
    </message>
    <message>
        <source>Usable network bandwidth</source>
        <translation>Nutzbare Netzwerkbandbreite</translation>
    </message>
    <message>
        <source>Healthy fabric; congestion leaves this share of each port&apos;s bandwidth.</source>
        <translation>Intakte Fabric; bei Überlast bleibt dieser Anteil der Bandbreite jedes Ports.</translation>
    </message>
    <message>
        <source>GPU power cap</source>
        <translation>GPU-Leistungsgrenze</translation>
    </message>
    <message>
        <source>Full TDP; a facility power limit caps each GPU at this share.</source>
        <translation>Volle TDP; eine Leistungsgrenze des Rechenzentrums begrenzt jede GPU auf diesen Anteil.</translation>
    </message>
    <message>
        <source>Job submission</source>
        <translation>Übermittlung des Jobs</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>API call and admission control.</source>
        <translation>API-Aufruf und Zulassungskontrolle.</translation>
    </message>
    <message>
        <source>Resource allocation</source>
        <translation>Zuteilung der Ressourcen</translation>
    </message>
    <message>
        <source>Gang scheduling of all GPUs and container start.</source>
        <translation>Gang-Scheduling aller GPUs und Start der Container.</translation>
    </message>
    <message>
        <source>Steps shown in the journey</source>
        <translation>Im Weg gezeigte Schritte</translation>
    </message>
    <message>
        <source>Enough steps to see the steady state; the job then writes its final checkpoint.</source>
        <translation>Genug Schritte, um den eingeschwungenen Zustand zu sehen; danach schreibt der Job seinen letzten Checkpoint.</translation>
    </message>
    <message>
        <source>Client to gateway</source>
        <translation>Client zum Gateway</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>One-way wide-area latency to the serving region.</source>
        <translation>Einfache WAN-Latenz zur bedienenden Region.</translation>
    </message>
    <message>
        <source>API gateway</source>
        <translation>API-Gateway</translation>
    </message>
    <message>
        <source>Authentication and rate limiting.</source>
        <translation>Authentifizierung und Ratenbegrenzung.</translation>
    </message>
    <message>
        <source>Scheduler and router</source>
        <translation>Scheduler und Router</translation>
    </message>
    <message>
        <source>Choosing a model server replica.</source>
        <translation>Auswahl eines Replikats des Modellservers.</translation>
    </message>
    <message>
        <source>Queueing at the model server</source>
        <translation>Warteschlange am Modellserver</translation>
    </message>
    <message>
        <source>With prefill, the seed&apos;s TTFT of 400 ms (MODELS.md); the split is assumed.</source>
        <translation>Zusammen mit dem Prefill die TTFT der Vorlage von 400 ms (MODELS.md); die Aufteilung ist angenommen.</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>With queueing, the seed&apos;s TTFT of 400 ms (MODELS.md); the split is assumed.</source>
        <translation>Zusammen mit der Warteschlange die TTFT der Vorlage von 400 ms (MODELS.md); die Aufteilung ist angenommen.</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabetokens</translation>
    </message>
    <message>
        <source>The seed&apos;s worked example: 100 tokens (MODELS.md).</source>
        <translation>Das Rechenbeispiel der Vorlage: 100 Tokens (MODELS.md).</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Zeit pro Ausgabetoken</translation>
    </message>
    <message>
        <source>The seed&apos;s worked example: 25 ms between tokens (MODELS.md).</source>
        <translation>Das Rechenbeispiel der Vorlage: 25 ms zwischen den Tokens (MODELS.md).</translation>
    </message>
    <message>
        <source>Response to client</source>
        <translation>Antwort an den Client</translation>
    </message>
    <message>
        <source>One-way wide-area latency back to the client.</source>
        <translation>Einfache WAN-Latenz zurück zum Client.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::DataTableToggle</name>
    <message>
        <source>Drawing</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Show the drawing again</source>
        <translation>Die Grafik wieder zeigen</translation>
    </message>
    <message>
        <source>Show the same data as a table</source>
        <translation>Dieselben Daten als Tabelle zeigen</translation>
    </message>
    <message>
        <source>Show %1 as a table</source>
        <extracomment>%1 names the drawing, e.g. &quot;GPU utilisation&quot;</extracomment>
        <translation>%1 als Tabelle zeigen</translation>
    </message>
    <message>
        <source>Table of %1</source>
        <translation>Tabelle: %1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
</context>
<context>
    <name>ailab::labs::ExplainerPanel</name>
    <message>
        <source>Formula in use</source>
        <translation>Verwendete Formel</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>teaching assumption</source>
        <translation>didaktische Annahme</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Select an element to see how its figures are computed.</source>
        <translation>Wählen Sie ein Element, um zu sehen, wie seine Zahlen berechnet werden.</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Explanation: %1</source>
        <translation>Erklärung: %1</translation>
    </message>
</context>
<context>
    <name>ailab::labs::MetricTile</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A value and its unit, e.g. &quot;1.75 GB&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
</context>
<context>
    <name>ailab::labs::SummaryChart</name>
    <message>
        <source>summary</source>
        <translation>zusammenfassung</translation>
    </message>
    <message>
        <source>%1: %2 %3 (%4 %)</source>
        <extracomment>Donut slice label: %1 name, %2 value, %3 unit, %4 share in percent</extracomment>
        <translation>%1: %2 %3 (%4 %)</translation>
    </message>
    <message>
        <source>Part</source>
        <extracomment>Column header, %1 unit</extracomment>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Anteil (%)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TimeBar</name>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>t = %1 ms</source>
        <translation>t = %1 ms</translation>
    </message>
    <message>
        <source>t = %1 us</source>
        <extracomment>microseconds</extracomment>
        <translation>t = %1 µs</translation>
    </message>
    <message>
        <source>t = %1 ns</source>
        <extracomment>nanoseconds</extracomment>
        <translation>t = %1 ns</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Pause the simulation (Alt+K)</source>
        <translation>Die Simulation anhalten (Alt+K)</translation>
    </message>
    <message>
        <source>Run the simulation (Alt+K)</source>
        <translation>Die Simulation laufen lassen (Alt+K)</translation>
    </message>
    <message>
        <source>Simulated time: %1</source>
        <extracomment>Accessible name of the time display, %1 is e.g. &quot;t = 12.40 s&quot;</extracomment>
        <translation>Simulierte Zeit: %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Advance the simulation by one step</source>
        <translation>Die Simulation um einen Schritt weiterführen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Return to the start of the scenario (Alt+R)</source>
        <translation>Zum Anfang des Szenarios zurückkehren (Alt+R)</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Geschwindigkeit:</translation>
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
        <source>Simulation speed</source>
        <translation>Simulationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>How fast simulated time runs: slow is a quarter, fast four times the normal rate</source>
        <translation>Wie schnell die simulierte Zeit läuft: langsam ist ein Viertel, schnell das Vierfache des normalen Tempos</translation>
    </message>
    <message>
        <source>Simulated time since the start of the scenario</source>
        <translation>Simulierte Zeit seit dem Start des Szenarios</translation>
    </message>
    <message>
        <source>Time controls</source>
        <translation>Zeitsteuerung</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TimeSeriesPanel</name>
    <message>
        <source>chart</source>
        <translation>diagramm</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Crosshair readout of the x value, %1 number, %2 unit</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>Crosshair readout: %1 series name, %2 value, %3 unit</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>Column header, %1 is the x axis label, e.g. &quot;Time (s)&quot;</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>Das Bild %1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyLegend</name>
    <message>
        <source>Legend of link colours and patterns</source>
        <translation>Legende der Farben und Muster der Verbindungen</translation>
    </message>
    <message>
        <source>idle link (below 5 %)</source>
        <translation>Leerlauf (unter 5 %)</translation>
    </message>
    <message>
        <source>low load (5 to 40 %)</source>
        <translation>geringe Last (5 bis 40 %)</translation>
    </message>
    <message>
        <source>medium load (40 to 70 %)</source>
        <translation>mittlere Last (40 bis 70 %)</translation>
    </message>
    <message>
        <source>high load (70 to 90 %)</source>
        <translation>hohe Last (70 bis 90 %)</translation>
    </message>
    <message>
        <source>saturated (90 % and more)</source>
        <translation>gesättigt (ab 90 %)</translation>
    </message>
    <message>
        <source>congested</source>
        <translation>überlastet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyLinkItem</name>
    <message>
        <source>%1 – %2: %3, load %4, capacity %5</source>
        <extracomment>Tooltip of a link: %1 and %2 are node names, %3 the status, %4 the load, %5 capacity</extracomment>
        <translation>%1 – %2: %3, Last %4, Kapazität %5</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>Load on a link in a drawing, %1 percent</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyNodeItem</name>
    <message>
        <source>%1: %2, load %3</source>
        <extracomment>Tooltip: %1 name, %2 status, %3 load (&quot;high (82 %)&quot;)</extracomment>
        <translation>%1: %2, Last %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tooltip: %1 name, %2 status</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyTableModel</name>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>A link between two nodes, e.g. &quot;GPU 0 – NVSwitch&quot;</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Element</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>ailab::labs::TopologyView</name>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>+</source>
        <extracomment>Zoom in button</extracomment>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl+wheel, or + on the drawing)</source>
        <translation>Vergrößern (Strg+Mausrad oder + auf der Grafik)</translation>
    </message>
    <message>
        <source>−</source>
        <extracomment>Zoom out button</extracomment>
        <translation>−</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+wheel, or - on the drawing)</source>
        <translation>Verkleinern (Strg+Mausrad oder - auf der Grafik)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit to view</source>
        <translation>In die Ansicht einpassen</translation>
    </message>
    <message>
        <source>Show the whole drawing</source>
        <translation>Die ganze Grafik zeigen</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Show legend</source>
        <translation>Legende zeigen</translation>
    </message>
    <message>
        <source>Show or hide the key to the colours</source>
        <translation>Die Erklärung der Farben ein- oder ausblenden</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>topologie</translation>
    </message>
    <message>
        <source>Topology drawing</source>
        <translation>Topologiegrafik</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>utilisation (fraction)</source>
        <translation>Auslastung (Anteil)</translation>
    </message>
</context>
<context>
    <name>ailab::labs::chart_export</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>There is nothing to export.</source>
        <translation>Es gibt nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>Das Bild %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Exported from AI Infra Lab</source>
        <translation>Exportiert aus AI Infra Lab</translation>
    </message>
    <message>
        <source>Cannot write the drawing %1.</source>
        <translation>Die Grafik %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Grafik</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>CSV-Tabelle</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <extracomment>File dialog filter, %1 is a format name (&quot;PNG image&quot;), %2 a suffix (&quot;png&quot;)</extracomment>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Als %1 exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Export …</translation>
    </message>
    <message>
        <source>Save this drawing as a PNG image, an SVG drawing or a CSV table</source>
        <translation>Diese Grafik als PNG-Bild, SVG-Grafik oder CSV-Tabelle speichern</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1...</source>
        <extracomment>Menu entry, %1 is a format name (&quot;PNG image&quot;)</extracomment>
        <translation>%1 …</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::CatalogTableModel</name>
    <message>
        <source>%1–%2</source>
        <extracomment>A range of two numbers, e.g. &quot;1.1–1.3&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Speicher (GB)</translation>
    </message>
    <message>
        <source>Memory bandwidth (TB/s)</source>
        <translation>Speicherbandbreite (TB/s)</translation>
    </message>
    <message>
        <source>BF16 dense (TFLOPS)</source>
        <translation>BF16 dicht (TFLOPS)</translation>
    </message>
    <message>
        <source>NVLink (GB/s)</source>
        <translation>NVLink (GB/s)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPU memory (GB)</source>
        <translation>GPU-Speicher (GB)</translation>
    </message>
    <message>
        <source>NVLink (GB/s per GPU)</source>
        <translation>NVLink (GB/s pro GPU)</translation>
    </message>
    <message>
        <source>Power draw (kW)</source>
        <translation>Leistung (kW)</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Bandwidth (Gb/s per port)</source>
        <translation>Bandbreite (Gb/s pro Port)</translation>
    </message>
    <message>
        <source>Latency (ns)</source>
        <translation>Latenz (ns)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Best for</source>
        <translation>Geeignet für</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Technologies</source>
        <translation>Technologien</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Leistungsfähigkeit</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>Max rack density (kW)</source>
        <translation>Max. Rackdichte (kW)</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Infrastructure change</source>
        <translation>Änderung der Infrastruktur</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>%1: the seed says %2, the catalog keeps the vendor&apos;s %3. %4</source>
        <translation>%1: Die Vorlage nennt %2, der Katalog behält den Herstellerwert %3. %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::ComparePage</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&lt;p&gt;Both workloads use accelerated computing, but they stress the stack differently. The first four rows are the seed&apos;s comparison; the rows below them are computed by the lab&apos;s models for the loaded scenario and follow the sliders of the workload journey.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Beide Workloads nutzen beschleunigtes Rechnen, belasten den Stack aber unterschiedlich. Die ersten vier Zeilen sind der Vergleich der Vorlage; die Zeilen darunter berechnen die Modelle des Labors für das geladene Szenario, und sie folgen den Schiebereglern im Weg des Workloads.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Aspect</source>
        <translation>Aspekt</translation>
    </message>
    <message>
        <source>Training: building and updating models</source>
        <translation>Training: Modelle erstellen und aktualisieren</translation>
    </message>
    <message>
        <source>Inference: serving model predictions</source>
        <translation>Inferenz: Modellvorhersagen bereitstellen</translation>
    </message>
    <message>
        <source>Training versus inference</source>
        <translation>Training und Inferenz im Vergleich</translation>
    </message>
    <message>
        <source>&lt;p&gt;These distinctions are not absolute. Large inference deployments can spread one model across many accelerators and then need high-bandwidth communication like training; some training jobs fit in one server and need no large fabric. Design for the actual workload profile, not for the label.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Diese Unterscheidungen sind nicht absolut. Große Inferenz-Installationen können ein Modell auf viele Beschleuniger verteilen und brauchen dann wie das Training Kommunikation mit hoher Bandbreite; manche Trainingsjobs passen in einen Server und brauchen keine große Fabric. Planen Sie für das tatsächliche Profil des Workloads, nicht für die Bezeichnung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Primary objective</source>
        <translation>Hauptziel</translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation>Trainingsdurchsatz</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>Latenz und Durchsatz</translation>
    </message>
    <message>
        <source>Compute behaviour</source>
        <translation>Rechenverhalten</translation>
    </message>
    <message>
        <source>Long-running jobs</source>
        <translation>Lang laufende Jobs</translation>
    </message>
    <message>
        <source>Request-driven</source>
        <translation>Anfragegesteuert</translation>
    </message>
    <message>
        <source>Network focus</source>
        <translation>Schwerpunkt Netzwerk</translation>
    </message>
    <message>
        <source>Collective communication</source>
        <translation>Kollektive Kommunikation</translation>
    </message>
    <message>
        <source>Serving and model traffic</source>
        <translation>Verkehr für Auslieferung und Modelle</translation>
    </message>
    <message>
        <source>Storage focus</source>
        <translation>Schwerpunkt Speicher</translation>
    </message>
    <message>
        <source>Datasets and checkpoints</source>
        <translation>Datensätze und Checkpoints</translation>
    </message>
    <message>
        <source>Model loading and artifacts</source>
        <translation>Laden von Modellen, Artefakte</translation>
    </message>
    <message>
        <source>Unit of work</source>
        <translation>Arbeitseinheit</translation>
    </message>
    <message>
        <source>One step of %1 tokens on %2 GPUs: %3</source>
        <translation>Ein Schritt mit %1 Tokens auf %2 GPUs: %3</translation>
    </message>
    <message>
        <source>One request of %1 output tokens: %2 end to end</source>
        <translation>Eine Anfrage mit %1 Ausgabetokens: %2 von Ende zu Ende</translation>
    </message>
    <message>
        <source>What the user waits for</source>
        <translation>Worauf der Nutzer wartet</translation>
    </message>
    <message>
        <source>%1 steps per hour (%2 tokens/s)</source>
        <translation>%1 Schritte pro Stunde (%2 Tokens/s)</translation>
    </message>
    <message>
        <source>First token after %1, then one token every %2</source>
        <translation>Erstes Token nach %1, danach alle %2 ein Token</translation>
    </message>
    <message>
        <source>Network per unit of work</source>
        <translation>Netzwerk pro Arbeitseinheit</translation>
    </message>
    <message>
        <source>All-reduce: each GPU sends %1 per step (2(p−1)/p × %2)</source>
        <translation>All-Reduce: Jede GPU sendet %1 pro Schritt (2(p−1)/p × %2)</translation>
    </message>
    <message>
        <source>A prompt and %1 tokens: kilobytes through the gateway</source>
        <translation>Ein Prompt und %1 Tokens: Kilobytes durch das Gateway</translation>
    </message>
    <message>
        <source>Storage per unit of work</source>
        <translation>Speicher pro Arbeitseinheit</translation>
    </message>
    <message>
        <source>Reads %1 per step; writes a %2 checkpoint every %3 steps</source>
        <translation>Liest %1 pro Schritt; alle %3 Schritte ein Checkpoint von %2</translation>
    </message>
    <message>
        <source>Loads %1 of weights once per model server</source>
        <translation>Lädt %1 Gewichte einmal pro Modellserver</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Begrenzt durch</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Queueing and prefill for the first token, memory bandwidth for each next token</source>
        <translation>Warteschlange und Prefill für das erste Token, Speicherbandbreite für jedes weitere Token</translation>
    </message>
    <message>
        <source>The slowest layer of the step; now %1, with the GPUs busy %2 of the time</source>
        <translation>Die langsamste Schicht des Schritts; jetzt: %1, die GPUs sind %2 der Zeit beschäftigt</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::ExplorePage</name>
    <message>
        <source>Infrastructure layers</source>
        <translation>Infrastrukturschichten</translation>
    </message>
    <message>
        <source>Six building blocks</source>
        <translation>Sechs Bausteine</translation>
    </message>
    <message>
        <source>Five physical layers</source>
        <translation>Fünf physische Schichten</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Seed table of the selected layer</source>
        <translation>Tabelle der Vorlage zur gewählten Schicht</translation>
    </message>
    <message>
        <source>&lt;b&gt;Role.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Rolle.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key technologies:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Schlüsseltechnologien:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Engineering insight.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Technische Erkenntnis.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>%1 (click a column header to sort)</source>
        <translation>%1 (zum Sortieren auf einen Spaltenkopf klicken)</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;The stack is only as fast as its slowest layer: a powerful GPU cluster still idles when the network is congested or storage cannot deliver data fast enough. Open the workload journey to weaken a layer and watch the whole job slow down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Der Stack ist nur so schnell wie seine langsamste Schicht: Auch ein leistungsstarker GPU-Cluster steht still, wenn das Netzwerk überlastet ist oder der Speicher die Daten nicht schnell genug liefert. Öffnen Sie den Weg des Workloads, schwächen Sie eine Schicht und sehen Sie zu, wie der ganze Job langsamer wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Seed and vendor differ</source>
        <translation>Vorlage und Hersteller weichen ab</translation>
    </message>
    <message>
        <source>hardware catalog</source>
        <translation>Hardwarekatalog</translation>
    </message>
    <message>
        <source>Seed: AI Infrastructure Explained, section 01.2</source>
        <translation>Vorlage: AI Infrastructure Explained, Abschnitt 01.2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::JourneyDiagram</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Researcher</source>
        <translation>Forscher</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU-Server</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>API gateway</source>
        <translation>Gateway</translation>
    </message>
    <message>
        <source>Router</source>
        <translation>Router</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>Modellserver</translation>
    </message>
    <message>
        <source>%1 GPUs; compute %2 per step, GPU utilisation %3 %</source>
        <translation>%1 GPUs; Rechnen %2 pro Schritt, GPU-Auslastung %3 %</translation>
    </message>
    <message>
        <source>All-reduce %1 per step, %2 not hidden by compute</source>
        <translation>All-Reduce %1 pro Schritt, davon %2 nicht durch Rechnen verdeckt</translation>
    </message>
    <message>
        <source>Batch load %1 per step; checkpoint write %2</source>
        <translation>Batch laden %1 pro Schritt; Checkpoint schreiben %2</translation>
    </message>
    <message>
        <source>GPU power cap %1 % of TDP: compute throughput %2 %</source>
        <translation>GPU-Leistungsgrenze %1 % der TDP: Rechendurchsatz %2 %</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Next batch</source>
        <translation>Nächster Batch</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Time to first token %1; response %2</source>
        <translation>Zeit bis zum ersten Token %1; Antwort %2</translation>
    </message>
    <message>
        <source>Training job: waiting to be submitted.</source>
        <translation>Trainingsjob: wartet auf die Übermittlung.</translation>
    </message>
    <message>
        <source>Training job: submitted; the platform admits it.</source>
        <translation>Trainingsjob: übermittelt; die Plattform lässt ihn zu.</translation>
    </message>
    <message>
        <source>Training job: the scheduler allocates all GPUs at once.</source>
        <translation>Trainingsjob: Der Scheduler teilt alle GPUs auf einmal zu.</translation>
    </message>
    <message>
        <source>Training job: the first batches load from storage.</source>
        <translation>Trainingsjob: Die ersten Batches werden aus dem Speicher geladen.</translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs wait for data from storage.</source>
        <translation>Trainingsjob, Schritt %1: Die GPUs warten auf Daten aus dem Speicher.</translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs compute; gradients synchronise at the end.</source>
        <translation>Trainingsjob, Schritt %1: Die GPUs rechnen; am Ende werden die Gradienten synchronisiert.</translation>
    </message>
    <message>
        <source>Training job, step %1: the GPUs wait for the all-reduce over the fabric.</source>
        <translation>Trainingsjob, Schritt %1: Die GPUs warten auf das All-Reduce über die Fabric.</translation>
    </message>
    <message>
        <source>Training job: writing a checkpoint to storage after step %1.</source>
        <translation>Trainingsjob: schreibt nach Schritt %1 einen Checkpoint in den Speicher.</translation>
    </message>
    <message>
        <source>Training job: finished after %1 steps.</source>
        <translation>Trainingsjob: nach %1 Schritten beendet.</translation>
    </message>
    <message>
        <source>Inference request: travelling from the client to the gateway.</source>
        <translation>Inferenzanfrage: unterwegs vom Client zum Gateway.</translation>
    </message>
    <message>
        <source>Inference request: the gateway authenticates and rate-limits it.</source>
        <translation>Inferenzanfrage: Das Gateway authentifiziert sie und begrenzt die Rate.</translation>
    </message>
    <message>
        <source>Inference request: the router picks a model server.</source>
        <translation>Inferenzanfrage: Der Router wählt einen Modellserver.</translation>
    </message>
    <message>
        <source>Inference request: queued at the model server.</source>
        <translation>Inferenzanfrage: wartet in der Warteschlange des Modellservers.</translation>
    </message>
    <message>
        <source>Inference request: prefill of the prompt (compute bound).</source>
        <translation>Inferenzanfrage: Prefill des Prompts (rechengebunden).</translation>
    </message>
    <message>
        <source>Inference request: decoding tokens one by one (memory bound).</source>
        <translation>Inferenzanfrage: Die Tokens werden einzeln decodiert (speichergebunden).</translation>
    </message>
    <message>
        <source>Inference request: the response returns to the client.</source>
        <translation>Inferenzanfrage: Die Antwort kehrt zum Client zurück.</translation>
    </message>
    <message>
        <source>Inference request: answered; %1 so far.</source>
        <translation>Inferenzanfrage: beantwortet; bisher %1.</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::JourneyPage</name>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Workload journey through the stack</source>
        <translation>Weg des Workloads durch den Stack</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Simulated time (s)</source>
        <translation>Simulierte Zeit (s)</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>Schrittzeit (s)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Measured step time</source>
        <translation>Gemessene Schrittzeit</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>GPU utilisation (%)</source>
        <translation>GPU-Auslastung (%)</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation>Aufteilung der Schrittzeit</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Steps per hour</source>
        <translation>Schritte/Stunde</translation>
    </message>
    <message>
        <source>Inference response</source>
        <translation>Inferenzantwort</translation>
    </message>
    <message>
        <source>Step 1</source>
        <translation>Schritt 1</translation>
    </message>
    <message>
        <source>The first training step completed.</source>
        <translation>Der erste Trainingsschritt ist abgeschlossen.</translation>
    </message>
    <message>
        <source>Weaken one layer</source>
        <translation>Eine Schicht schwächen</translation>
    </message>
    <message>
        <source>Storage slowdown</source>
        <translation>Verlangsamung des Speichers</translation>
    </message>
    <message>
        <source>Usable network bandwidth</source>
        <translation>Nutzbare Netzwerkbandbreite</translation>
    </message>
    <message>
        <source>GPU power cap</source>
        <translation>GPU-Leistungsgrenze</translation>
    </message>
    <message>
        <source>&amp;Storage:</source>
        <translation>&amp;Speicher:</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Netzwerk:</translation>
    </message>
    <message>
        <source>&amp;Power cap:</source>
        <translation>Le&amp;istungsgrenze:</translation>
    </message>
    <message>
        <source>%1× slower (%2 GB/s read)</source>
        <translation>%1× langsamer (Lesen %2 GB/s)</translation>
    </message>
    <message>
        <source>%1 % usable (%2 Gb/s per GPU)</source>
        <translation>%1 % nutzbar (%2 Gb/s pro GPU)</translation>
    </message>
    <message>
        <source>%1 % of TDP (%2 % compute)</source>
        <translation>%1 % der TDP (Rechnen: %2 %)</translation>
    </message>
    <message>
        <source>%1 % slower than without degradation</source>
        <translation>%1 % langsamer als ungeschwächt</translation>
    </message>
    <message>
        <source>as without degradation</source>
        <translation>wie ungeschwächt</translation>
    </message>
    <message>
        <source>compute time ÷ step time</source>
        <translation>Rechenzeit ÷ Schrittzeit</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>GPU-bound: the goal</source>
        <translation>GPU-gebunden: das Ziel</translation>
    </message>
    <message>
        <source>10 % faster here saves %1 ms per step</source>
        <translation>Hier 10 % schneller spart %1 ms pro Schritt</translation>
    </message>
    <message>
        <source>first token after %1 s, %2 tokens</source>
        <translation>erstes Token nach %1 s, %2 Tokens</translation>
    </message>
    <message>
        <source>Without degradation</source>
        <translation>Ungeschwächt</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Offene Kommunikation</translation>
    </message>
    <message>
        <source>Data wait</source>
        <translation>Datenwartezeit</translation>
    </message>
    <message>
        <source>Checkpoint share</source>
        <translation>Checkpoint-Anteil</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>Sekunden pro Schritt</translation>
    </message>
    <message>
        <source>E&amp;xplain</source>
        <translation>Erklär&amp;ung</translation>
    </message>
    <message>
        <source>Show or hide how the step time is computed</source>
        <translation>Ein- oder ausblenden, wie die Schrittzeit berechnet wird</translation>
    </message>
    <message>
        <source>Show the explanation of the step</source>
        <translation>Die Erklärung des Schritts zeigen</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::PatternsPage</name>
    <message>
        <source>Spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Pod %1 switch</source>
        <translation>Pod %1 Switch</translation>
    </message>
    <message>
        <source>Pod %1 storage</source>
        <translation>Pod %1 Speicher</translation>
    </message>
    <message>
        <source>The next pod, added as one unit</source>
        <translation>Der nächste Pod, als Einheit hinzugefügt</translation>
    </message>
    <message>
        <source>InfiniBand training fabric</source>
        <translation>InfiniBand-Fabric für Training</translation>
    </message>
    <message>
        <source>Training GPU nodes</source>
        <translation>GPU-Knoten für Training</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Nutzer</translation>
    </message>
    <message>
        <source>Ethernet inference fabric</source>
        <translation>Ethernet-Fabric für Inferenz</translation>
    </message>
    <message>
        <source>Inference GPU nodes</source>
        <translation>GPU-Knoten für Inferenz</translation>
    </message>
    <message>
        <source>All-reduce traffic stays here</source>
        <translation>All-Reduce-Verkehr bleibt hier</translation>
    </message>
    <message>
        <source>Request latency is isolated</source>
        <translation>Anfragelatenz bleibt isoliert</translation>
    </message>
    <message>
        <source>Data fabric</source>
        <translation>Daten-Fabric</translation>
    </message>
    <message>
        <source>GPU node 1</source>
        <translation>GPU-Knoten 1</translation>
    </message>
    <message>
        <source>GPU node 2</source>
        <translation>GPU-Knoten 2</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Betreiber</translation>
    </message>
    <message>
        <source>BMC, IPMI or iDRAC port</source>
        <translation>BMC-, IPMI- oder iDRAC-Port</translation>
    </message>
    <message>
        <source>GPU nodes</source>
        <translation>GPU-Knoten</translation>
    </message>
    <message>
        <source>Checkpoint NVMe in the same rack</source>
        <translation>Checkpoint-NVMe im selben Rack</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>Speichernetz</translation>
    </message>
    <message>
        <source>Parallel file system</source>
        <translation>Paralleles Dateisystem</translation>
    </message>
    <message>
        <source>Object storage archive</source>
        <translation>Archiv im Objektspeicher</translation>
    </message>
    <message>
        <source>Short path: fast checkpoint writes</source>
        <translation>Kurzer Weg: schnelles Schreiben von Checkpoints</translation>
    </message>
    <message>
        <source>Older checkpoints move here</source>
        <translation>Ältere Checkpoints wandern hierher</translation>
    </message>
    <message>
        <source>Pod-based scaling</source>
        <translation>Skalierung mit Pods</translation>
    </message>
    <message>
        <source>Design the cluster as a set of identical pods, each with a fixed number of GPU nodes, network switches and storage nodes. Scale by adding pods, not individual components.</source>
        <translation>Entwerfen Sie den Cluster als Menge identischer Pods, jeder mit einer festen Anzahl von GPU-Knoten, Netzwerk-Switches und Speicherknoten. Skalieren Sie durch Hinzufügen ganzer Pods, nicht einzelner Komponenten.</translation>
    </message>
    <message>
        <source>Separate training and inference fabrics</source>
        <translation>Getrennte Fabrics für Training und Inferenz</translation>
    </message>
    <message>
        <source>Training needs high-bandwidth, low-latency InfiniBand; inference needs high-throughput, low-latency Ethernet. Separate fabrics keep training traffic from affecting inference latency.</source>
        <translation>Training braucht InfiniBand mit hoher Bandbreite und niedriger Latenz; Inferenz braucht Ethernet mit hohem Durchsatz und niedriger Latenz. Getrennte Fabrics verhindern, dass Trainingsverkehr die Latenz der Inferenz beeinflusst.</translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation>Out-of-Band-Managementnetzwerk</translation>
    </message>
    <message>
        <source>A dedicated management network (BMC, IPMI, iDRAC), separate from the data fabric, lets operators manage the infrastructure without affecting training workloads.</source>
        <translation>Ein eigenes Managementnetzwerk (BMC, IPMI, iDRAC), getrennt von der Daten-Fabric, erlaubt Betreibern, die Infrastruktur zu verwalten, ohne Trainings-Workloads zu beeinträchtigen.</translation>
    </message>
    <message>
        <source>Checkpoint storage co-location</source>
        <translation>Checkpoint-Speicher in der Nähe</translation>
    </message>
    <message>
        <source>Place checkpoint storage (NVMe) physically close to the compute nodes to minimise checkpoint write latency, a critical factor for how fast a job recovers.</source>
        <translation>Platzieren Sie den Checkpoint-Speicher (NVMe) physisch nahe an den Rechenknoten, um die Schreiblatenz der Checkpoints zu minimieren – ein entscheidender Faktor dafür, wie schnell sich ein Job erholt.</translation>
    </message>
    <message>
        <source>Pod %1 GPUs</source>
        <translation>Pod %1 GPUs</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Management</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>Lokale NVMe</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>Dateisystem</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StackLab</name>
    <message>
        <source>AI infrastructure stack</source>
        <translation>KI-Infrastruktur-Stack</translation>
    </message>
    <message>
        <source>The layers of an AI platform and how one slow layer limits the whole job.</source>
        <translation>Die Schichten einer KI-Plattform und wie eine langsame Schicht den ganzen Job bremst.</translation>
    </message>
    <message>
        <source>&amp;Explore</source>
        <translation>&amp;Erkunden</translation>
    </message>
    <message>
        <source>Workload &amp;journey</source>
        <translation>&amp;Weg des Workloads</translation>
    </message>
    <message>
        <source>&amp;Training vs inference</source>
        <translation>&amp;Training vs. Inferenz</translation>
    </message>
    <message>
        <source>&amp;Design patterns</source>
        <translation>Design&amp;muster</translation>
    </message>
    <message>
        <source>Stack explorer modes</source>
        <translation>Modi des Stack-Explorers</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenario:&lt;/b&gt; %1. %2</source>
        <translation>&lt;b&gt;Szenario:&lt;/b&gt; %1. %2</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StackLayers</name>
    <message>
        <source>Accelerated compute</source>
        <translation>Beschleunigtes Rechnen</translation>
    </message>
    <message>
        <source>GPUs and other accelerators execute the mathematical operations required by AI workloads. CPU resources coordinate processing, data preparation and system-level operations.</source>
        <translation>GPUs und andere Beschleuniger führen die mathematischen Operationen aus, die KI-Workloads erfordern. CPU-Ressourcen koordinieren die Verarbeitung, die Datenaufbereitung und Vorgänge auf Systemebene.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>HBM memory</source>
        <translation>HBM-Speicher</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Accelerator memory capacity, memory bandwidth, interconnect performance and scheduling efficiency decide how effectively the GPUs can be used.</source>
        <translation>Speicherkapazität der Beschleuniger, Speicherbandbreite, Leistung der Verbindungen und Effizienz des Schedulings entscheiden, wie wirksam die GPUs genutzt werden können.</translation>
    </message>
    <message>
        <source>GPUs in the hardware catalog</source>
        <translation>GPUs im Hardwarekatalog</translation>
    </message>
    <message>
        <source>High-performance networking</source>
        <translation>Hochleistungsnetzwerke</translation>
    </message>
    <message>
        <source>Network fabrics connect computing nodes and transport distributed workload traffic. Ethernet, InfiniBand, RDMA and congestion management influence communication performance.</source>
        <translation>Netzwerk-Fabrics verbinden Rechenknoten und transportieren den Verkehr verteilter Workloads. Ethernet, InfiniBand, RDMA und Überlaststeuerung beeinflussen die Leistung der Kommunikation.</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>Ethernet</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>RoCEv2</source>
        <translation>RoCEv2</translation>
    </message>
    <message>
        <source>Congestion control</source>
        <translation>Überlaststeuerung</translation>
    </message>
    <message>
        <source>Congestion, packet loss, load balancing and collective communication patterns directly influence training efficiency.</source>
        <translation>Überlast, Paketverlust, Lastverteilung und die Muster der kollektiven Kommunikation beeinflussen direkt die Effizienz des Trainings.</translation>
    </message>
    <message>
        <source>AI network fabric options</source>
        <translation>Optionen für KI-Netzwerk-Fabrics</translation>
    </message>
    <message>
        <source>Distributed storage</source>
        <translation>Verteilter Speicher</translation>
    </message>
    <message>
        <source>Storage platforms hold training datasets, model artifacts, checkpoints and application data. Parallel I/O and caching supply data at the rates compute nodes require.</source>
        <translation>Speicherplattformen enthalten Trainingsdatensätze, Modellartefakte, Checkpoints und Anwendungsdaten. Parallele E/A und Caching liefern Daten so schnell, wie die Rechenknoten sie benötigen.</translation>
    </message>
    <message>
        <source>Parallel file systems</source>
        <translation>Parallele Dateisysteme</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <source>Caching</source>
        <translation>Caching</translation>
    </message>
    <message>
        <source>Storage throughput and data pipeline design can decide whether accelerators remain productive.</source>
        <translation>Speicherdurchsatz und der Aufbau der Datenpipeline können entscheiden, ob die Beschleuniger produktiv bleiben.</translation>
    </message>
    <message>
        <source>Storage tiers</source>
        <translation>Speicherstufen</translation>
    </message>
    <message>
        <source>Distributed software</source>
        <translation>Verteilte Software</translation>
    </message>
    <message>
        <source>AI frameworks coordinate model execution, parallel computation, gradient synchronisation and communication between accelerators across many servers.</source>
        <translation>KI-Frameworks koordinieren die Ausführung der Modelle, parallele Berechnungen, die Synchronisation der Gradienten und die Kommunikation zwischen Beschleunigern über viele Server hinweg.</translation>
    </message>
    <message>
        <source>AI frameworks</source>
        <translation>KI-Frameworks</translation>
    </message>
    <message>
        <source>Collective communication</source>
        <translation>Kollektive Kommunikation</translation>
    </message>
    <message>
        <source>Gradient synchronisation</source>
        <translation>Gradientensynchronisation</translation>
    </message>
    <message>
        <source>When one accelerator or communication path is much slower than the others, synchronised operations have to wait for it.</source>
        <translation>Wenn ein Beschleuniger oder ein Kommunikationsweg viel langsamer ist als die anderen, müssen synchronisierte Operationen auf ihn warten.</translation>
    </message>
    <message>
        <source>Orchestration and scheduling</source>
        <translation>Orchestrierung und Scheduling</translation>
    </message>
    <message>
        <source>Cluster management systems allocate resources, schedule jobs, manage containers and coordinate the lifecycle of training and inference workloads.</source>
        <translation>Clusterverwaltungssysteme teilen Ressourcen zu, planen Jobs ein, verwalten Container und koordinieren den Lebenszyklus von Trainings- und Inferenz-Workloads.</translation>
    </message>
    <message>
        <source>Cluster schedulers</source>
        <translation>Cluster-Scheduler</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>Monitoring</translation>
    </message>
    <message>
        <source>Job lifecycle</source>
        <translation>Lebenszyklus von Jobs</translation>
    </message>
    <message>
        <source>Without visibility into accelerator utilisation, communication, storage activity and job progress, finding the source of a slowdown is much harder.</source>
        <translation>Ohne Einblick in die Auslastung der Beschleuniger, die Kommunikation, die Speicheraktivität und den Fortschritt der Jobs ist die Ursache einer Verlangsamung viel schwerer zu finden.</translation>
    </message>
    <message>
        <source>Physical infrastructure</source>
        <translation>Physische Infrastruktur</translation>
    </message>
    <message>
        <source>Power delivery, cooling, rack design, cabling and capacity planning decide how densely accelerator systems can be deployed and operated.</source>
        <translation>Stromversorgung, Kühlung, Rack-Design, Verkabelung und Kapazitätsplanung entscheiden, wie dicht Beschleunigersysteme aufgestellt und betrieben werden können.</translation>
    </message>
    <message>
        <source>Power delivery</source>
        <translation>Stromversorgung</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>Verkabelung</translation>
    </message>
    <message>
        <source>High-density accelerator servers impose substantial power and cooling requirements; they limit what the rest of the stack can do.</source>
        <translation>Beschleunigerserver hoher Dichte stellen erhebliche Anforderungen an Strom und Kühlung; sie begrenzen, was der Rest des Stacks leisten kann.</translation>
    </message>
    <message>
        <source>Cooling technology comparison</source>
        <translation>Vergleich der Kühltechniken</translation>
    </message>
    <message>
        <source>Compute layer</source>
        <translation>Rechenschicht</translation>
    </message>
    <message>
        <source>GPU servers, each with 4 to 8 GPUs connected by NVLink for GPU-to-GPU traffic inside the node and by PCIe to the CPUs and network adapters.</source>
        <translation>GPU-Server mit je 4 bis 8 GPUs, untereinander über NVLink für den Verkehr zwischen den GPUs im Knoten verbunden und über PCIe mit den CPUs und Netzwerkadaptern.</translation>
    </message>
    <message>
        <source>DGX and HGX H100/H200</source>
        <translation>DGX und HGX H100/H200</translation>
    </message>
    <message>
        <source>OEM GPU servers</source>
        <translation>OEM-GPU-Server</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Each layer must be engineered to match the others: a mismatch at any layer creates a bottleneck that limits the entire system.</source>
        <translation>Jede Schicht muss auf die anderen abgestimmt sein: Ein Missverhältnis in einer beliebigen Schicht erzeugt einen Engpass, der das gesamte System begrenzt.</translation>
    </message>
    <message>
        <source>Current generation AI server platforms</source>
        <translation>KI-Serverplattformen der aktuellen Generation</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>The network fabric connects GPU nodes for distributed training and connects the cluster to storage and management networks.</source>
        <translation>Die Netzwerk-Fabric verbindet GPU-Knoten für verteiltes Training und bindet den Cluster an Speicher- und Managementnetzwerke an.</translation>
    </message>
    <message>
        <source>InfiniBand NDR and HDR</source>
        <translation>InfiniBand NDR und HDR</translation>
    </message>
    <message>
        <source>400 GbE and 100 GbE with RoCEv2</source>
        <translation>400 GbE und 100 GbE mit RoCEv2</translation>
    </message>
    <message>
        <source>Lossless fabric</source>
        <translation>Verlustfreie Fabric</translation>
    </message>
    <message>
        <source>The fabric must provide enough bandwidth to prevent GPU idle time during all-reduce, the collective operation of distributed training.</source>
        <translation>Die Fabric muss genug Bandbreite bieten, damit die GPUs während des All-Reduce, der kollektiven Operation des verteilten Trainings, nicht untätig warten.</translation>
    </message>
    <message>
        <source>Storage layer</source>
        <translation>Speicherschicht</translation>
    </message>
    <message>
        <source>AI training needs storage that feeds data to the GPUs faster than they consume it: a hot parallel file system, a warm NVMe tier and cold object storage.</source>
        <translation>KI-Training braucht Speicher, der die GPUs schneller mit Daten versorgt, als sie diese verbrauchen: ein heißes paralleles Dateisystem, eine warme NVMe-Stufe und kalten Objektspeicher.</translation>
    </message>
    <message>
        <source>GPFS, Lustre, WEKA, VAST, DDN</source>
        <translation>GPFS, Lustre, WEKA, VAST, DDN</translation>
    </message>
    <message>
        <source>NVMe-oF</source>
        <translation>NVMe-oF</translation>
    </message>
    <message>
        <source>S3-compatible object storage</source>
        <translation>S3-kompatibler Objektspeicher</translation>
    </message>
    <message>
        <source>A single DGX H100 system can consume data at 200+ GB/s; 64 of them need 12+ TB/s of aggregate throughput, far beyond traditional enterprise storage.</source>
        <translation>Ein einzelnes DGX-H100-System kann Daten mit über 200 GB/s verbrauchen; 64 davon brauchen zusammen über 12 TB/s Durchsatz, weit mehr als herkömmlicher Unternehmensspeicher liefert.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Stromversorgung</translation>
    </message>
    <message>
        <source>Power engineering sizes circuits, PDUs and UPS systems for actual GPU power under training load, not nameplate ratings.</source>
        <translation>Die Elektroplanung bemisst Stromkreise, PDUs und USV-Anlagen nach der tatsächlichen GPU-Leistung unter Trainingslast, nicht nach den Typenschildwerten.</translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation>PDUs</translation>
    </message>
    <message>
        <source>UPS</source>
        <translation>USV</translation>
    </message>
    <message>
        <source>Generators</source>
        <translation>Generatoren</translation>
    </message>
    <message>
        <source>3-phase circuits</source>
        <translation>Drehstromkreise</translation>
    </message>
    <message>
        <source>Power capacity is the most common constraint: a rack of 4 DGX H100 systems draws 40+ kW and needs 60 A 3-phase circuits.</source>
        <translation>Die verfügbare Leistung ist die häufigste Grenze: Ein Rack mit 4 DGX-H100-Systemen zieht über 40 kW und braucht Drehstromkreise mit 60 A.</translation>
    </message>
    <message>
        <source>Power draw of AI server platforms</source>
        <translation>Leistungsaufnahme von KI-Serverplattformen</translation>
    </message>
    <message>
        <source>Air cooling cannot remove the heat of racks drawing 20+ kW at AI densities; rear-door heat exchangers, direct-to-chip liquid and immersion take over.</source>
        <translation>Luftkühlung kann die Wärme von Racks mit über 20 kW bei KI-Dichten nicht abführen; dann übernehmen Rücktür-Wärmetauscher, Flüssigkeitskühlung direkt am Chip und Immersion.</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Rear-door heat exchangers</source>
        <translation>Rücktür-Wärmetauscher</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid</source>
        <translation>Flüssigkeit direkt am Chip</translation>
    </message>
    <message>
        <source>Immersion</source>
        <translation>Immersion</translation>
    </message>
    <message>
        <source>Cooling reach per rack limits density, and therefore how much power and compute fit in the floor space you have.</source>
        <translation>Die Kühlleistung pro Rack begrenzt die Dichte und damit, wie viel Leistung und Rechenkapazität auf die vorhandene Fläche passen.</translation>
    </message>
</context>
<context>
    <name>ailab::labs::stack::StepExplainer</name>
    <message>
        <source>One training step, end to end</source>
        <translation>Ein Trainingsschritt von Anfang bis Ende</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every step the GPUs compute the forward and backward pass, the gradients are averaged across all GPUs with a ring all-reduce, the next batch is read from storage, and every N steps a checkpoint is written. Compute hides part of the all-reduce and the whole prefetch; what it cannot hide adds to the step.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;bottleneck&lt;/b&gt; is the layer whose 10 % speed-up would shorten the step most: one layer&apos;s bottleneck limits the whole system. Under a power cap the GPUs stay busy but slow, so utilisation alone does not reveal it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In jedem Schritt berechnen die GPUs den Forward- und den Backward-Pass, die Gradienten werden mit einem Ring-All-Reduce über alle GPUs gemittelt, der nächste Batch wird aus dem Speicher gelesen, und alle N Schritte wird ein Checkpoint geschrieben. Das Rechnen verdeckt einen Teil des All-Reduce und das gesamte Vorladen; was es nicht verdecken kann, verlängert den Schritt.&lt;/p&gt;&lt;p&gt;Der &lt;b&gt;Engpass&lt;/b&gt; ist die Schicht, deren Beschleunigung um 10 % den Schritt am stärksten verkürzen würde: Der Engpass einer Schicht begrenzt das ganze System. Unter einer Leistungsgrenze bleiben die GPUs beschäftigt, aber langsam; die Auslastung allein zeigt den Engpass daher nicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>step = compute + exposed all-reduce + data wait + checkpoint ÷ N&lt;br&gt;compute = 6 × parameters × tokens ÷ (GPUs × peak × MFU × power factor)&lt;br&gt;all-reduce = 2(p−1)α + 2(p−1)/p × 2 B × parameters ÷ bandwidth&lt;br&gt;exposed = max(0, all-reduce − overlap × compute)&lt;br&gt;data wait = max(0, data per step ÷ read rate − compute)&lt;br&gt;power factor = ((cap − floor) ÷ (1 − floor))&lt;sup&gt;1/3&lt;/sup&gt;</source>
        <translation>Schritt = Rechnen + offenes All-Reduce + Datenwartezeit + Checkpoint ÷ N&lt;br&gt;Rechnen = 6 × Parameter × Tokens ÷ (GPUs × Spitze × MFU × Leistungsfaktor)&lt;br&gt;All-Reduce = 2(p−1)α + 2(p−1)/p × 2 B × Parameter ÷ Bandbreite&lt;br&gt;offen = max(0, All-Reduce − Überlappung × Rechnen)&lt;br&gt;Datenwartezeit = max(0, Daten pro Schritt ÷ Leserate − Rechnen)&lt;br&gt;Leistungsfaktor = ((Grenze − Sockel) ÷ (1 − Sockel))&lt;sup&gt;1/3&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1: %2 TFLOPS BF16 dense</source>
        <translation>%1: %2 TFLOPS BF16 dicht</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>%1: %2 Gb/s per GPU</source>
        <translation>%1: %2 Gb/s pro GPU</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>step %1 s: compute %2 s, exposed all-reduce %3 s, data wait %4 s, checkpoint %5 s</source>
        <translation>Schritt %1 s: Rechnen %2 s, offenes All-Reduce %3 s, Datenwartezeit %4 s, Checkpoint %5 s</translation>
    </message>
    <message>
        <source>step model</source>
        <translation>Schrittmodell</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020, Scaling Laws for Neural Language Models: 6 FLOPs per parameter per token</source>
        <translation>Kaplan et al. 2020, Scaling Laws for Neural Language Models: 6 FLOPs pro Parameter und Token</translation>
    </message>
    <message>
        <source>Patarasuk and Yuan 2009; Hockney&apos;s alpha-beta model: ring all-reduce</source>
        <translation>Patarasuk und Yuan 2009; Alpha-Beta-Modell nach Hockney: Ring-All-Reduce</translation>
    </message>
    <message>
        <source>MLPerf Storage: prefetch overlap and accelerator utilisation</source>
        <translation>MLPerf Storage: Überlappung des Vorladens und Auslastung der Beschleuniger</translation>
    </message>
    <message>
        <source>Hennessy and Patterson, Computer Architecture: dynamic power and frequency</source>
        <translation>Hennessy und Patterson, Computer Architecture: dynamische Leistung und Frequenz</translation>
    </message>
    <message>
        <source>Seed: AI Infrastructure Explained, section 01.4; System Architecture</source>
        <translation>Vorlage: AI Infrastructure Explained, Abschnitt 01.4; System Architecture</translation>
    </message>
</context>
<context>
    <name>ailab::labs::style</name>
    <message>
        <source>healthy</source>
        <translation>intakt</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>ausgelastet</translation>
    </message>
    <message>
        <source>congested</source>
        <translation>überlastet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>im Leerlauf</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>gesättigt</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <extracomment>%1 is a load band (&quot;high&quot;), %2 the utilisation in percent</extracomment>
        <translation>%1 (%2 %)</translation>
    </message>
</context>
<context>
    <name>ailab::scenarios</name>
    <message>
        <source>Congested network</source>
        <translation>Überlastetes Netzwerk</translation>
    </message>
    <message>
        <source>A 400 GbE RoCEv2 fabric where colliding flows leave each GPU a quarter of its port. The gradient all-reduce no longer fits under the backward pass and every step waits for it.</source>
        <translation>Eine 400-GbE-RoCEv2-Fabric, in der kollidierende Flows jeder GPU nur ein Viertel ihres Ports lassen. Das All-Reduce der Gradienten passt nicht mehr unter den Backward-Pass, und jeder Schritt wartet darauf.</translation>
    </message>
    <message>
        <source>Healthy 32-GPU training job</source>
        <translation>Gesunder Trainingsjob mit 32 GPUs</translation>
    </message>
    <message>
        <source>Four 8-GPU H100 servers train a 7B model over a 400 Gb/s InfiniBand fabric with 40 GB/s of storage. Compute hides the all-reduce and the data loading: the job is GPU-bound.</source>
        <translation>Vier H100-Server mit je 8 GPUs trainieren ein 7B-Modell über eine InfiniBand-Fabric mit 400 Gb/s und einen Speicher mit 40 GB/s. Die Berechnung verdeckt das All-Reduce und das Laden der Daten: Der Job ist GPU-gebunden.</translation>
    </message>
    <message>
        <source>Power-capped racks</source>
        <translation>Racks mit Leistungsgrenze</translation>
    </message>
    <message>
        <source>The facility cannot deliver full power to the racks, so every GPU is capped at 60 % of its TDP. The GPUs stay busy but run slower: utilisation looks fine while throughput drops.</source>
        <translation>Das Rechenzentrum kann den Racks nicht die volle Leistung liefern, daher ist jede GPU auf 60 % ihrer TDP begrenzt. Die GPUs bleiben ausgelastet, laufen aber langsamer: Die Auslastung sieht gut aus, während der Durchsatz sinkt.</translation>
    </message>
    <message>
        <source>Storage-bound data pipeline</source>
        <translation>Speichergebundene Datenpipeline</translation>
    </message>
    <message>
        <source>The same job reads its batches from storage that delivers only 8 GB/s, as in the seed&apos;s data pipeline example. Loading a step&apos;s 32 GB takes longer than computing it, so the GPUs wait for data.</source>
        <translation>Derselbe Job liest seine Batches aus einem Speicher, der nur 8 GB/s liefert, wie im Datenpipeline-Beispiel der Vorlage. Das Laden der 32 GB eines Schritts dauert länger als ihre Berechnung, daher warten die GPUs auf Daten.</translation>
    </message>
</context>
</TS>
