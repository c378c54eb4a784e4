import EaselGraphics
import Foundation

// `make demo`: draws a small UI card with Easel's graphics layer (CoreGraphics-style
// paths, gradients, shadows and Pango text) and writes it to Output/demo.png.

let size = CGSize(width: 390, height: 320)
let image = GraphicsImageRenderer(size: size, scale: 3).image { context in
    // A background gradient, top to bottom.
    let background = Gradient(colors: [.systemIndigo, .systemTeal])!
    context.drawLinearGradient(background, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])

    // A card with a soft shadow and rounded corners.
    let card = CGRect(x: 24, y: 32, width: 342, height: 256)
    context.saveGState()
    context.setShadow(offset: CGSize(width: 0, height: 8), blur: 24, color: Color(white: 0, alpha: 0.35))
    context.setFillColor(.systemBackground)
    context.addPath(BezierPath(roundedRect: card, cornerRadius: 20))
    context.fillPath()
    context.restoreGState()

    // Title and body text.
    let title = TextAttributes(font: .boldSystemFont(ofSize: 24), foregroundColor: .label)
    context.draw("Easel", at: CGPoint(x: card.minX + 20, y: card.minY + 18), withAttributes: title)
    let body = TextAttributes(font: .systemFont(ofSize: 15), foregroundColor: .secondaryLabel)
    context.draw("UIKit's render loop, headless on Linux: Cairo pixels, Pango text, byte-identical PNGs.",
                 in: CGRect(x: card.minX + 20, y: card.minY + 56, width: card.width - 40, height: 60),
                 withAttributes: body)

    // A small chart: a stroked curve over a filled area.
    let chart = CGRect(x: card.minX + 20, y: card.minY + 120, width: card.width - 40, height: 80)
    let points = [0.2, 0.5, 0.35, 0.8, 0.6, 0.9, 0.7].enumerated().map { index, value in
        CGPoint(x: chart.minX + chart.width * CGFloat(index) / 6, y: chart.maxY - chart.height * value)
    }
    let curve = BezierPath()
    curve.move(to: points[0])
    for (previous, point) in zip(points, points.dropFirst()) {
        let middle = (previous.x + point.x) / 2
        curve.addCurve(to: point, controlPoint1: CGPoint(x: middle, y: previous.y), controlPoint2: CGPoint(x: middle, y: point.y))
    }
    let area = curve.copy()
    area.addLine(to: CGPoint(x: chart.maxX, y: chart.maxY))
    area.addLine(to: CGPoint(x: chart.minX, y: chart.maxY))
    area.close()
    context.setFillColor(Color.systemBlue.withAlphaComponent(0.15))
    context.addPath(area)
    context.fillPath()
    context.setStrokeColor(.systemBlue)
    context.setLineWidth(3)
    context.setLineCap(.round)
    context.addPath(curve)
    context.strokePath()

    // Pills.
    var x = card.minX + 20
    for (label, color) in [("Layout", Color.systemGreen), ("Display", Color.systemOrange), ("Composite", Color.systemPink)] {
        let attributes = TextAttributes(font: .systemFont(ofSize: 13, weight: .semibold), foregroundColor: .white)
        let width = label.size(withAttributes: attributes).width + 24
        let pill = CGRect(x: x, y: card.maxY - 44, width: width, height: 26)
        context.setFillColor(color)
        context.addPath(BezierPath(roundedRect: pill, cornerRadius: 13))
        context.fillPath()
        context.draw(label, at: CGPoint(x: pill.minX + 12, y: pill.minY + 5), withAttributes: attributes)
        x += width + 8
    }
}

let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Output/demo.png")
do {
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try image.writePNG(toFile: output.path)
    print("easel-demo: wrote \(output.path) (\(image.pixelWidth)×\(image.pixelHeight) pixels)")
} catch {
    FileHandle.standardError.write(Data("easel-demo: \(error)\n".utf8))
    exit(1)
}
