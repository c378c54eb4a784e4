import EaselDiff
import EaselGraphics
import Foundation
import Testing

/// The HTML report opened from the file system in a real browser, headless Chromium
/// (Debian's `chromium`, which `make test` installs): a probe script added to a copy
/// of the page records where the pictures and figures are and works the controls, the
/// DOM is dumped to read what it recorded, and a screenshot shows that the three
/// pictures, the figures and the moved slider are really painted there.
@Suite(.serialized) struct ReportInChromiumTests {
    static let chromium = "/usr/bin/chromium"
    static let blue = Pixel(red: 30, green: 60, blue: 200)
    static let yellow = Pixel(red: 250, green: 200, blue: 0)
    static let viewport = (width: 1200, height: 1400)

    /// A report of one changed image, 120×80: all blue in the baseline, yellow from
    /// column 30 on in the current one; and its probe page.
    func makeReport() throws -> Workspace {
        let workspace = try Workspace()
        let width = 120, height = 80
        let baseline = RGBAImage(width: width, height: height,
                                 bytes: Array(repeating: [Self.blue.red, Self.blue.green, Self.blue.blue, 255], count: width * height).flatMap { $0 })
        var current = baseline.bytes
        for y in 0..<height {
            for x in 30..<width { current.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: [250, 200, 0]) }
        }
        for side in ["baseline", "current"] {
            try FileManager.default.createDirectory(atPath: workspace.path("shots/\(side)"), withIntermediateDirectories: true)
        }
        try baseline.writePNG(toFile: workspace.path("shots/baseline/screen.png"))
        try RGBAImage(width: width, height: height, bytes: current).writePNG(toFile: workspace.path("shots/current/screen.png"))
        let outcome = try workspace.easel("compare", "shots/baseline", "shots/current", "--report", "report")
        #expect(outcome.status == 1, "\(outcome)")
        let page = String(decoding: try workspace.read("report/index.html"), as: UTF8.self)
        try workspace.write(page.replacingOccurrences(of: "</body>", with: "<script>\(Self.probe)</script>\n</body>"),
                            to: "report/probe.html")
        return workspace
    }

    @Test func thePageShowsThePicturesAndFiguresAndItsControlsWork() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.chromium) else {
            Issue.record("Chromium is not installed: run `scripts/install-deps chromium` (`make test` does)")
            return
        }
        let workspace = try makeReport()
        let page = "file://" + workspace.path("report/probe.html")

        // What the probe recorded, from the DOM after the page's load event.
        let dom = try Self.runChromium(["--dump-dom", page], in: workspace)
        let json = try #require(dom.components(separatedBy: "<script type=\"application/json\" id=\"probe-result\">").last?
            .components(separatedBy: "</script>").first, "no probe result in the DOM")
        let probe = try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
        #expect(probe.pictures.map(\.src) == ["images/screen.png/baseline.png", "images/screen.png/current.png",
                                              "images/screen.png/diff.png"])
        #expect(probe.pictures.allSatisfy { $0.loaded && $0.naturalWidth == 120 })
        let figures = Dictionary(uniqueKeysWithValues: probe.figures.map { ($0[0], $0[1]) })
        #expect(figures["differing pixels"] == "7200 of 9600 (75%)")
        #expect(figures["bounding box"] == "30,0 90×80")
        #expect(probe.clipAfterSliding == "inset(0px 0px 0px 20%)")
        #expect(probe.dividerAfterSliding == "20%")
        #expect(probe.opacityInOnionSkin == "0.3")
        #expect(probe.hiddenWhenFilteredOut && !probe.hiddenAfterwards)

        // The screenshot: the page as painted, the slider left at 20%.
        let shot = workspace.path("shot.png")
        _ = try Self.runChromium(["--screenshot=\(shot)", page], in: workspace)
        let image = try RGBAImage(contentsOfFile: shot)
        #expect(image.size == PixelSize(width: Self.viewport.width, height: Self.viewport.height))
        for rect in probe.pictures.map(\.rect) + [probe.stage, probe.figuresRect] {
            #expect(rect.y + rect.height < Double(Self.viewport.height), "\(rect) is below the screenshot")
        }
        let (baseline, current, diff) = (probe.pictures[0].rect, probe.pictures[1].rect, probe.pictures[2].rect)
        let fadedBlue = Pixel(red: 236, green: 236, blue: 236), red = Pixel(red: 255, green: 0, blue: 0)
        for (rect, at, expected, what) in [
            (baseline, 0.1, Self.blue, "baseline, left"), (baseline, 0.75, Self.blue, "baseline, right"),
            (current, 0.1, Self.blue, "current, left"), (current, 0.75, Self.yellow, "current, right"),
            (diff, 0.1, fadedBlue, "diff, unchanged part"), (diff, 0.75, red, "diff, changed part"),
            // Left of the slider (now at 20%) the baseline, right of it the current image:
            // at 35% yellow, where the slider's first position (50%) showed blue.
            (probe.stage, 0.1, Self.blue, "slider, left"), (probe.stage, 0.35, Self.yellow, "slider, right of 20%"),
        ] {
            let pixel = image[Int(rect.x + rect.width * at), Int(rect.y + rect.height / 2)]
            #expect(pixel.distance(to: expected) <= 6, "\(what): \(pixel), expected \(expected)")
        }
        // The figures are painted: dark text where the probe found them.
        let box = probe.figuresRect
        var ink = 0
        for y in Int(box.y)..<Int(box.y + box.height) {
            for x in Int(box.x)..<Int(box.x + box.width) where image[x, y].green < 110 { ink += 1 }
        }
        #expect(ink > 500, "the figures' box holds \(ink) dark pixels")
    }

    /// What the probe script records.
    struct Probe: Decodable {
        struct Rect: Decodable, CustomStringConvertible {
            let x, y, width, height: Double
            var description: String { "(\(x), \(y)) \(width)×\(height)" }
        }

        struct Picture: Decodable {
            let src: String
            let loaded: Bool
            let naturalWidth: Int
            let rect: Rect
        }

        let pictures: [Picture]
        let figures: [[String]]
        let figuresRect: Rect
        let stage: Rect
        let clipAfterSliding: String
        let dividerAfterSliding: String
        let opacityInOnionSkin: String
        let hiddenWhenFilteredOut: Bool
        let hiddenAfterwards: Bool
    }

    /// Runs on the page's load event (the pictures are loaded by then), works the
    /// controls as a user would (through their input, click and change events), and
    /// leaves its record in a JSON script element, which paints nothing.
    static let probe = """
    window.addEventListener('load', function () {
      function rect(element) {
        var r = element.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width, height: r.height };
      }
      var section = document.querySelector('section.image.changed');
      var result = {};
      result.pictures = Array.prototype.map.call(section.querySelectorAll('.side-by-side img'), function (img) {
        return { src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0,
                 naturalWidth: img.naturalWidth, rect: rect(img) };
      });
      result.figures = Array.prototype.map.call(section.querySelectorAll('.figures dt'), function (dt) {
        return [dt.textContent, dt.nextElementSibling.textContent];
      });
      result.figuresRect = rect(section.querySelector('.figures'));
      result.stage = rect(section.querySelector('.stage'));
      var compare = section.querySelector('.compare');
      compare.querySelector('.modes button[data-mode="onion"]').click();
      var opacity = compare.querySelector('input.opacity');
      opacity.value = 30;
      opacity.dispatchEvent(new Event('input'));
      result.opacityInOnionSkin = compare.querySelector('.over').style.opacity;
      compare.querySelector('.modes button[data-mode="slider"]').click();
      var position = compare.querySelector('input.position');
      position.value = 20;
      position.dispatchEvent(new Event('input'));
      result.clipAfterSliding = compare.querySelector('.over').style.clipPath;
      result.dividerAfterSliding = compare.querySelector('.divider').style.left;
      var filter = document.querySelector('.filters input[value="changed"]');
      filter.click();
      result.hiddenWhenFilteredOut = section.hidden;
      filter.click();
      result.hiddenAfterwards = section.hidden;
      var record = document.createElement('script');
      record.type = 'application/json';
      record.id = 'probe-result';
      record.textContent = JSON.stringify(result);
      document.body.appendChild(record);
    });
    """

    /// Runs headless Chromium on `arguments` and returns its standard output; fails
    /// after a minute rather than hang.
    static func runChromium(_ arguments: [String], in workspace: Workspace) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--force-device-scale-factor=1", "--window-size=\(viewport.width),\(viewport.height)",
                             "--user-data-dir=\(workspace.path("chromium-profile"))", "--virtual-time-budget=2000"]
            + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        #expect(process.terminationStatus == 0, "chromium \(arguments) exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }
}
