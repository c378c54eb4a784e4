import Foundation
import Testing
import UIKit

/// PDF as iOS code writes it: `UIGraphicsPDFRenderer`, the older
/// `UIGraphicsBeginPDFContextToData` calls and Core Graphics' `CGContext(consumer:…)`,
/// read back by poppler (pages, sizes, pixels, text) as any PDF reader would.
@Suite struct PDFRendererTests {
    private let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    private let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func aRendererDrawsEachPageInUIKitsCoordinates() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let data = renderer.pdfData { context in
            context.beginPage()
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 30))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 120, height: 240), pageInfo: [:])
            #expect(context.pdfContextBounds == CGRect(x: 0, y: 0, width: 120, height: 240))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 200, width: 40, height: 40)).fill()
        }
        #expect(try Poppler.info(of: data)["Pages"] == "2")
        #expect(try Poppler.pageSizes(of: data) == ["200 x 100 pts", "120 x 240 pts"])
        let first = try Poppler.image(ofPage: 1, of: data)
        #expect(first.size == CGSize(width: 200, height: 100))
        #expect([pixel(first, 12, 12), pixel(first, 58, 38)] == [red, red])
        #expect([pixel(first, 8, 8), pixel(first, 62, 42), pixel(first, 150, 80)] == [white, white, white])
        // Each page begins with a fresh graphics state: the red fill color is gone.
        let second = try Poppler.image(ofPage: 2, of: data)
        #expect([pixel(second, 2, 202), pixel(second, 38, 238)] == [blue, blue])
        #expect([pixel(second, 2, 198), pixel(second, 42, 238)] == [white, white])
    }

    @Test func theRenderersContextIsCurrentWhileItsActionsRun() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50))
        var sameContext = false
        _ = renderer.pdfData { context in
            context.beginPage()
            sameContext = UIGraphicsGetCurrentContext() === context.cgContext
        }
        #expect(sameContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(!renderer.allowsImageOutput)
    }

    @Test func aBoundsOriginIsThePagesTopLeft() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 100, y: 50, width: 60, height: 40))
        let data = renderer.pdfData { context in
            context.beginPage()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 100, y: 50, width: 20, height: 10))
        }
        let page = try Poppler.image(ofPage: 1, of: data)
        #expect(page.size == CGSize(width: 60, height: 40))
        #expect([pixel(page, 1, 1), pixel(page, 18, 8)] == [red, red])
        #expect([pixel(page, 22, 1), pixel(page, 1, 12)] == [white, white])
    }

    @Test func drawingBeforeTheFirstPageReachesNoPage() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
        let data = renderer.pdfData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.beginPage()
        }
        #expect(try Poppler.info(of: data)["Pages"] == "1")
        #expect(pixel(try Poppler.image(ofPage: 1, of: data), 20, 20) == white)
    }

    @Test func textIsWrittenAsText() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 100))
        let data = renderer.pdfData { context in
            context.beginPage()
            ("Quarterly report" as NSString).draw(at: CGPoint(x: 20, y: 20),
                                                  withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        }
        #expect(try Poppler.text(of: data).contains("Quarterly report"))
    }

    @Test func theDocumentInfoIsWrittenAndTheBytesAreTheSameEachTime() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Invoice 42", kCGPDFContextAuthor as String: "Easel"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), format: format)
        let draw: UIGraphicsPDFRenderer.DrawingActions = { context in
            context.beginPage()
            UIColor.red.setStroke()
            context.stroke(CGRect(x: 10, y: 10, width: 80, height: 80))
        }
        let data = renderer.pdfData(actions: draw)
        let info = try Poppler.info(of: data)
        #expect(info["Title"] == "Invoice 42" && info["Author"] == "Easel")
        #expect(info["CreationDate"] == nil)
        #expect(renderer.pdfData(actions: draw) == data)
    }

    @Test func linksAndDestinationsAreAnnotations() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let data = renderer.pdfData { context in
            context.beginPage()
            context.fill(CGRect(x: 10, y: 10, width: 30, height: 10))
            context.addDestination(withName: "summary", at: CGPoint(x: 0, y: 50))
            context.setURL(URL(string: "https://example.com/a")!, for: CGRect(x: 10, y: 10, width: 30, height: 10))
            context.setDestinationWithName("summary", for: CGRect(x: 10, y: 30, width: 30, height: 10))
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("/URI (https://example.com/a)"))
        #expect(text.contains("/Dest (summary)"))
        // The link's rectangle in PDF's y-up page space: y from 100 − 20 to 100 − 10.
        #expect(text.contains("/Rect [ 10 80 40 90 ]"))
    }

    @Test func writePDFWritesTheWholeFileOrThrows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 30, height: 30))
        let file = folder.appendingPathComponent("out.pdf")
        try renderer.writePDF(to: file) { $0.beginPage() }
        #expect(try Poppler.info(of: Data(contentsOf: file))["Pages"] == "1")
        let missing = folder.appendingPathComponent("no/such/folder/out.pdf")
        #expect(throws: (any Error).self) { try renderer.writePDF(to: missing) { $0.beginPage() } }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test func theOlderCallsWriteToData() throws {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 80, height: 60), [kCGPDFContextCreator: "Tests"])
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 80, height: 60))
        UIGraphicsBeginPDFPage()
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 40, height: 40))
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let pdf = data as Data
        #expect(try Poppler.pageSizes(of: pdf) == ["80 x 60 pts", "40 x 40 pts"])
        #expect(try Poppler.info(of: pdf)["Creator"] == "Tests")
        let first = try Poppler.image(ofPage: 1, of: pdf)
        #expect([pixel(first, 10, 10), pixel(first, 30, 30)] == [red, white])
    }

    @Test func theOlderFileCallWritesTheWholeFileWhenItEnds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.pdf").path
        #expect(UIGraphicsBeginPDFContextToFile(path, CGRect(x: 0, y: 0, width: 50, height: 50), nil))
        UIGraphicsBeginPDFPage()
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written before the document ends")
        UIGraphicsEndPDFContext()
        #expect(try Poppler.pageSizes(of: Data(contentsOf: URL(fileURLWithPath: path))) == ["50 x 50 pts"])
        let missing = folder.appendingPathComponent("no/such/report.pdf").path
        let (begun, messages) = Diagnostics.collect {
            UIGraphicsBeginPDFContextToFile(missing, CGRect(x: 0, y: 0, width: 50, height: 50), nil)
        }
        #expect(!begun && UIGraphicsGetCurrentContext() == nil)
        #expect(messages == ["UIGraphicsBeginPDFContextToFile: cannot write in the folder of \(missing); no PDF context begins"])
    }

    @Test func aCoreGraphicsPDFContextHasItsOriginAtTheBottomLeft() throws {
        let data = NSMutableData()
        var mediaBox = CGRect(x: 0, y: 0, width: 100, height: 80)
        let consumer = try #require(CGDataConsumer(data: data as CFMutableData))
        let context = try #require(CGContext(consumer: consumer, mediaBox: &mediaBox, nil))
        context.beginPDFPage(nil)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 50, height: 50)])
        context.endPDFPage()
        #expect(data.length == 0)
        context.closePDF()
        let pdf = data as Data
        #expect(try Poppler.pageSizes(of: pdf) == ["100 x 80 pts", "50 x 50 pts"])
        let page = try Poppler.image(ofPage: 1, of: pdf)
        #expect([pixel(page, 1, 78), pixel(page, 28, 61)] == [red, red])
        #expect([pixel(page, 1, 58), pixel(page, 32, 78)] == [white, white])
    }

    @Test func aCoreGraphicsPDFContextThatGoesAwayIsClosed() throws {
        let data = NSMutableData()
        do {
            var mediaBox = CGRect(x: 0, y: 0, width: 20, height: 20)
            let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &mediaBox, nil)
            context?.beginPDFPage(nil)
            context?.endPDFPage()
        }
        #expect(try Poppler.info(of: data as Data)["Pages"] == "1")
    }

    @Test func badInputGetsUIKitsOutcomeAndADiagnostic() throws {
        let (pdf, messages) = Diagnostics.collect { () -> Data in
            UIGraphicsEndPDFContext()
            UIGraphicsBeginPDFPage()
            _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { $0.cgContext.closePDF() }
            let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
            var kept: CGContext?
            let data = renderer.pdfData { context in
                context.beginPage()
                kept = context.cgContext
            }
            kept?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            return data
        }
        #expect(try Poppler.pageSizes(of: pdf) == ["612 x 792 pts (letter)"])
        #expect(messages == [
            "UIGraphicsEndPDFContext: the current context is not a PDF context; nothing happens",
            "UIGraphicsBeginPDFPage: the current context is not a PDF context; nothing happens",
            "CGContext.closePDF(): not a PDF context; nothing happens",
            "UIGraphicsPDFRenderer: a media box of 0.0, 0.0, nan × 10.0 is empty or not finite; using 612 × 792 points",
            "invalid context: fill(_:) called on the context of a closed UIGraphicsPDFRenderer",
        ])
        #expect(CGDataConsumer(url: URL(string: "https://example.com/a.pdf")! as CFURL) == nil)
    }
}
