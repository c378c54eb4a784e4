import EaselGraphics
import Foundation
import Testing

@Suite struct TextDeterminismTests {
    @Test func sameTextTwiceGivesIdenticalPixels() {
        func render() -> Image {
            GraphicsImageRenderer(size: CGSize(width: 200, height: 80), scale: 2).image { context in
                context.draw("The quick brown fox jumps over the lazy dog", in: CGRect(x: 3, y: 3, width: 190, height: 75),
                             withAttributes: [.font: Font.italicSystemFont(ofSize: 17)])
            }
        }
        #expect(render().rgbaBytes == render().rgbaBytes)
    }

    @Test func layoutAndDrawingFromManyThreadsAgree() async {
        @Sendable func render(_ index: Int) -> (TextLayout.Line, [UInt8]) {
            let attributes: TextAttributes = [.font: Font.systemFont(ofSize: 13 + CGFloat(index % 3))]
            let layout = TextLayout("Concurrent text \(index % 3) that wraps", attributes: attributes,
                                    containerSize: CGSize(width: 90, height: 0), numberOfLines: 1)
            let image = GraphicsImageRenderer(size: CGSize(width: 100, height: 30), scale: 2).image { $0.draw(layout, at: .zero) }
            return (layout.lines[0], image.rgbaBytes)
        }
        let results = await withTaskGroup(of: (Int, TextLayout.Line, [UInt8]).self) { group in
            for index in 0..<24 { group.addTask { let (line, pixels) = render(index); return (index, line, pixels) } }
            return await group.reduce(into: [:]) { $0[$1.0] = ($1.1, $1.2) }
        }
        for index in 0..<24 {
            let (line, pixels) = render(index % 3)
            #expect(results[index]?.0 == line)
            #expect(results[index]?.1 == pixels)
        }
    }

    /// A fontconfig setup that changes everything it can about text: another family
    /// for every request, aliases for sans-serif and DejaVu Sans, subpixel order,
    /// full hinting, no antialiasing, autohinting, emboldening, and a hostile locale.
    static let hostileEnvironment: [String: String] = {
        let configuration = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <cachedir>\(NSTemporaryDirectory())easel-hostile-fontconfig-cache</cachedir>
              <match target="pattern">
                <edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit>
              </match>
              <alias binding="strong"><family>sans-serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
              <alias binding="strong"><family>DejaVu Sans</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
              <match target="font">
                <edit name="rgba" mode="assign"><const>rgb</const></edit>
                <edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
                <edit name="antialias" mode="assign"><bool>false</bool></edit>
                <edit name="autohint" mode="assign"><bool>true</bool></edit>
                <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
                <edit name="embolden" mode="assign"><bool>true</bool></edit>
              </match>
            </fontconfig>
            """
        // Always the same contents, so concurrent runs may share the file.
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("easel-hostile-fonts.conf")
        try! Data(configuration.utf8).write(to: file, options: .atomic)
        return ["FONTCONFIG_FILE": file.path, "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "FC_LANG": "ja",
                "PANGO_LANGUAGE": "ar"]
    }()

    @Test func textRendersByteIdenticallyUnderAHostileFontconfig() throws {
        let clean = try Self.runProbe(environment: [:])
        let hostile = try Self.runProbe(environment: Self.hostileEnvironment)
        #expect(clean.count == 480 * 240 * 4)
        #expect(clean.contains { $0 != 0 })
        #expect(clean == hostile)
    }

    @Test func textRendersTheSameWhenEaselsFontsAreTheProcessDefault() throws {
        // As in `easel-render`, which spares Pango's start-up loading the system's
        // configuration: the same pixels, under a hostile configuration too.
        let clean = try Self.runProbe(environment: [:])
        let processDefault = try Self.runProbe(["--process-default"], environment: [:])
        let hostile = try Self.runProbe(["--process-default"], environment: Self.hostileEnvironment)
        #expect(clean.contains { $0 != 0 })
        #expect(processDefault == clean)
        #expect(hostile == clean)
    }

    @Test func theHostileFontconfigChangesTextDrawnThroughTheSystemConfiguration() throws {
        // The control: Pango's default font map does read FONTCONFIG_FILE, so the
        // configuration above does reach fontconfig in the probe's process.
        let clean = try Self.runProbe(["--system-fontconfig"], environment: [:])
        let hostile = try Self.runProbe(["--system-fontconfig"], environment: Self.hostileEnvironment)
        #expect(clean.contains { $0 != 0 })
        #expect(clean != hostile)
    }

    /// Runs `text-determinism-probe`, built beside this test bundle, with the
    /// environment changed by `environment`, and returns what it writes to standard output.
    static func runProbe(_ arguments: [String] = [], environment: [String: String]) throws -> Data {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("text-determinism-probe")
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["FONTCONFIG_FILE"] = nil
        merged.merge(environment) { _, new in new }
        process.environment = merged
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }
}
