import Foundation

/// The comparison as one self-contained web page, `index.html` in a `ReportFolder`: a
/// summary with filters by status, then for every changed image the baseline, the
/// current image and the diff side by side, a slider and an onion skin to compare the
/// two, and the figures; a text snapshot's unified diff; an animation snapshot's two
/// APNGs (which the browser plays), the numbers of the frames that differ and each
/// one's diff image. The style and script are inline and the images are referenced
/// relatively, so the page works when opened from the file system, with no network.
public struct HTMLReport {
    let run: ComparisonRun
    let folder: ReportFolder

    /// The page of `run`, whose pictures `folder` holds.
    public init(_ run: ComparisonRun, in folder: ReportFolder) {
        self.run = run
        self.folder = folder
    }

    /// Writes `index.html` into the folder, all at once.
    public func write() throws(DiffError) {
        try FileSystem.write(Data(html.utf8), to: folder.path + "/index.html")
    }

    /// The page.
    public var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(ReportFolder.generatorMark)
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        \(header)
        <main>
        \(run.images.enumerated().map { section(for: $1, index: $0) }.joined(separator: "\n"))
        <p class="empty" hidden>No image matches the filters.</p>
        </main>
        <script>\(Self.script)</script>
        </body>
        </html>

        """
    }

    private var title: String {
        let counts = ComparisonStatus.allCases.compactMap { status -> String? in
            let count = run.count(of: status)
            return count == 0 || status == .unchanged ? nil : "\(count) \(status.rawValue)"
        }
        return "\(command): " + (counts.isEmpty ? "no changes" : counts.joined(separator: ", "))
    }

    /// The command whose report this is: `easel report` for run folders.
    private var command: String { run.runFolders.isEmpty ? "easel compare" : "easel report" }

    /// What was compared: the two folders, or the run folders the records are in.
    private var setup: String {
        guard run.runFolders.isEmpty else {
            return "run " + run.runFolders.map { "<code>\(escape($0.path))</code>" }.joined(separator: " · ")
                + " · each image judged by its assertion's threshold and allowance"
        }
        let allowance = [run.allowance.maxDiffPixels.map { "at most \($0) pixels" },
                         run.allowance.maxDiffRatio.map { "at most \(Figures.percent($0)) of the pixels" }]
            .compactMap { $0 }.joined(separator: " and ")
        return "baseline <code>\(escape(run.baseline))</code> · current <code>\(escape(run.current))</code> · threshold \(Figures.decimal(run.options.threshold, places: 4)) · metric \(run.options.metric.displayName) · anti-aliased pixels \(run.options.includeAA ? "counted" : "not counted") · allowance \(allowance.isEmpty ? "none" : allowance)"
    }

    /// The run folders' files that are not whole records, named so nobody takes the
    /// report for the whole run.
    private var incomplete: String {
        guard !run.incompleteRecords.isEmpty else { return "" }
        let items = run.incompleteRecords.map { "<li><code>\(escape($0.path))</code>: \(escape($0.reason))</li>" }
        return "<section class=\"incomplete\"><h2>\(run.incompleteRecords.count) incomplete \(run.incompleteRecords.count == 1 ? "record" : "records"), not in this report</h2>\n<ul>\n"
            + items.joined(separator: "\n") + "\n</ul></section>\n"
    }

    private var header: String {
        let verdict = run.passed ? #"<span class="verdict passed">passed</span>"# : #"<span class="verdict failed">failed</span>"#
        let filters = ComparisonStatus.allCases.map { status in
            let checked = status == .unchanged ? "" : " checked"
            return #"<label class="filter \#(status.rawValue)"><input type="checkbox" value="\#(status.rawValue)"\#(checked)> \#(status.rawValue) <span class="count">\#(run.count(of: status))</span></label>"#
        }.joined(separator: "\n")
        let contents = run.images.enumerated().filter { $1.status != .unchanged }.map { index, image in
            ##"<li class="\##(image.status.rawValue)"><a href="#image-\##(index + 1)">\##(escape(image.name))</a> <span class="badge \##(image.status.rawValue)">\##(image.status.rawValue)</span> \##(escape(Figures.summary(of: image, allowance: run.allowance)))</li>"##
        }
        return """
        <header>
        <h1>\(command) \(verdict)</h1>
        <p class="setup">\(setup)\(run.failures.isEmpty ? "" : " · <strong>\(run.failures.count) over the allowance</strong>")</p>
        <nav class="filters" aria-label="Show images by status">
        \(filters)
        </nav>
        \(contents.isEmpty ? "" : "<ol class=\"contents\">\n" + contents.joined(separator: "\n") + "\n</ol>")
        \(incomplete)</header>
        """
    }

    private func section(for image: ComparedImage, index: Int) -> String {
        let status = image.status.rawValue
        let hidden = image.status == .unchanged ? " hidden" : ""
        let failed = image.exceedsAllowance ? " failed" : ""
        return """
        <section class="image \(status)\(failed)" id="image-\(index + 1)" data-status="\(status)"\(hidden)>
        <h2><span class="badge \(status)">\(status)</span> \(escape(image.name))</h2>
        <p class="summary">\(escape(Figures.summary(of: image, allowance: run.allowance)))</p>
        \(test(image))\(figures(image))\(textDiff(image))\(frames(image))\(pictures(image))\(frameDiffs(image))\(comparison(image))
        </section>
        """
    }

    /// The test and source location of a snapshot's image, and the command that
    /// accepts a failed one.
    private func test(_ image: ComparedImage) -> String {
        guard let origin = image.origin, let test = origin.record.test else { return "" }
        var lines = [#"<p class="test">test <code>\#(escape(test.name))</code> at <code class="location">\#(escape(test.location))</code></p>"#]
        if image.exceedsAllowance, origin.record.pictures.current != nil, origin.record.reference != nil {
            lines.append(#"<p class="accept">accept it: <code>\#(escape(origin.acceptCommand))</code></p>"#)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func figures(_ image: ComparedImage) -> String {
        guard let difference = image.difference else { return "" }
        let rows = Figures.details(of: difference, judgedBy: run.criteria(of: image))
            .map { "<dt>\(escape($0.0))</dt><dd>\(escape($0.1))</dd>" }
        return "<dl class=\"figures\">" + rows.joined() + "</dl>\n"
    }

    /// A text snapshot's unified diff, its added and removed lines marked.
    private func textDiff(_ image: ComparedImage) -> String {
        guard let diff = image.origin?.record.textDiff else { return "" }
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let kind = line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "context"
            return #"<span class="\#(kind)">\#(escape(String(line)))</span>"#
        }
        return #"<pre class="unified-diff" aria-label="unified diff of the text">"# + lines.joined(separator: "\n") + "</pre>\n"
    }

    /// The frames of an animation snapshot that differ.
    private func frames(_ image: ComparedImage) -> String {
        guard let frames = image.origin?.record.differingFrames, !frames.isEmpty else { return "" }
        let numbers = frames.map { String($0.number) }.joined(separator: ", ")
        return #"<p class="frames">\#(frames.count == 1 ? "frame" : "frames") that differ (from 0): \#(numbers)</p>"# + "\n"
    }

    /// The diff image of each frame of an animation snapshot that differs.
    private func frameDiffs(_ image: ComparedImage) -> String {
        let frames = (image.origin?.record.differingFrames ?? []).filter { $0.diff != nil }
        guard !frames.isEmpty else { return "" }
        let figures = frames.map { frame in
            let source = MarkupEscaping.escape(MarkupEscaping.urlPath(ReportFolder.relativePath(of: image.name, frameDiff: frame.number)))
            return #"<figure class="frame-diff"><img src="\#(source)" alt="\#(escape("diff of frame \(frame.number) of \(image.name)"))"><figcaption>frame \#(frame.number) diff</figcaption></figure>"#
        }
        return "<div class=\"frame-diffs\">\n" + figures.joined(separator: "\n") + "\n</div>\n"
    }

    /// The side-by-side pictures that the folder holds of the image.
    private func pictures(_ image: ComparedImage) -> String {
        guard image.status != .unchanged else { return "" }
        let pixelated = isSmall(image) ? " pixelated" : ""
        var figures: [String] = []
        if image.baselinePath != nil { figures.append(picture(image, .baseline, caption: "baseline")) }
        if image.currentPath != nil { figures.append(picture(image, .current, caption: "current")) }
        if image.hasDiffImage { figures.append(picture(image, .diff, caption: "diff")) }
        return "<div class=\"side-by-side\(pixelated)\">\n" + figures.joined(separator: "\n") + "\n</div>\n"
    }

    private func picture(_ image: ComparedImage, _ picture: ReportFolder.Picture, caption: String) -> String {
        #"<figure class="\#(picture.rawValue)"><img src="\#(source(image, picture))" alt="\#(escape("\(caption) of \(image.name)"))"><figcaption>\#(caption)</figcaption></figure>"#
    }

    /// The slider and the onion skin: the current image over the baseline, both scaled
    /// by the same factor so that images of different sizes stay aligned at the top left.
    private func comparison(_ image: ComparedImage) -> String {
        guard image.status == .changed, image.baselinePath != nil, image.currentPath != nil,
              let difference = image.difference else { return "" }
        let bounds = difference.comparedSize
        let baselineWidth = Figures.decimal(Double(difference.baselineSize.width) / Double(bounds.width) * 100, places: 4)
        let currentWidth = Figures.decimal(Double(difference.currentSize.width) / Double(bounds.width) * 100, places: 4)
        let baseline = source(image, .baseline), current = source(image, .current)
        let name = escape(image.name)
        return """
        <div class="compare" data-mode="slider">
        <div class="modes" role="group" aria-label="Compare \(name)"><button type="button" data-mode="slider" aria-pressed="true">slider</button><button type="button" data-mode="onion" aria-pressed="false">onion skin</button></div>
        <div class="stage\(isSmall(image) ? " pixelated" : "")" style="aspect-ratio: \(bounds.width) / \(bounds.height)">
        <img class="under" src="\(baseline)" alt="baseline of \(name)" style="width: \(baselineWidth)%">
        <img class="over" src="\(current)" alt="current of \(name)" style="width: \(currentWidth)%; clip-path: inset(0 0 0 50%)">
        <div class="divider" style="left: 50%"></div>
        </div>
        <label class="control slider-control">baseline ◀ <input class="position" type="range" min="0" max="100" value="50" aria-label="slider position"> ▶ current</label>
        <label class="control onion-control" hidden>baseline <input class="opacity" type="range" min="0" max="100" value="50" aria-label="current image opacity"> current</label>
        </div>
        """
    }

    /// Whether the image is small enough to be shown enlarged, where its pixels should
    /// stay sharp squares rather than be smoothed.
    private func isSmall(_ image: ComparedImage) -> Bool {
        guard let size = image.difference?.comparedSize else { return false }
        return size.width < 400
    }

    private func source(_ image: ComparedImage, _ picture: ReportFolder.Picture) -> String {
        MarkupEscaping.escape(MarkupEscaping.urlPath(ReportFolder.relativePath(of: image.name, picture)))
    }

    private func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
