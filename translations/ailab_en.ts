<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ailab::labs::fabric::FabricDrawing</name>
    <message numerus="yes">
        <source>%n GPU(s) on %1</source>
        <translation>
            <numerusform>%n GPU on %1</numerusform>
            <numerusform>%n GPUs on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) under %1</source>
        <translation>
            <numerusform>%n GPU under %1</numerusform>
            <numerusform>%n GPUs under %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parallel link(s)</source>
        <translation>
            <numerusform>%n parallel link</numerusform>
            <numerusform>%n parallel links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) failed</source>
        <translation>
            <numerusform>%n link failed</numerusform>
            <numerusform>%n links failed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricInspector</name>
    <message numerus="yes">
        <source>%n flow(s) crossing it now</source>
        <translation>
            <numerusform>%n flow crossing it now</numerusform>
            <numerusform>%n flows crossing it now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the table)</source>
        <translation>
            <numerusform>and %n more (see the table)</numerusform>
            <numerusform>and %n more (see the table)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) under %1</source>
        <translation>
            <numerusform>%n server under %1</numerusform>
            <numerusform>%n servers under %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::fabric::FabricPage</name>
    <message numerus="yes">
        <source>%n GPU(s) in total</source>
        <translation>
            <numerusform>%n GPU in total</numerusform>
            <numerusform>%n GPUs in total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) out of service</source>
        <translation>
            <numerusform>%n link out of service</numerusform>
            <numerusform>%n links out of service</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared port(s) saturated</source>
        <translation>
            <numerusform>%n shared port saturated</numerusform>
            <numerusform>%n shared ports saturated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ailab::labs::gpu_server::ClusterPanel</name>
    <message numerus="yes">
        <source>%n servers</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
</context>
</TS>
