@testable import EaselGraphics
import Foundation
import Testing

/// The PDF document under UIKit's and Core Graphics' PDF calls: its pages, its bytes
/// given once whole, and what its context does between pages and after the end (these
/// run under the sanitizers, which hold the cairo surface to being freed).
@Suite struct PDFDocumentTests {
    /// How many page objects the document has.
    private func pageCount(_ pdf: Data) -> Int {
        String(decoding: pdf, as: UTF8.self).components(separatedBy: "/Type /Page %").count - 1
    }

    @Test func pagesAreWrittenOnlyWhenBegunAndTheBytesOnce() {
        var delivered: [Data] = []
        let document = PDFDocument(mediaBox: CGRect(x: 0, y: 0, width: 100, height: 50), info: PDFDocument.Info(title: "T"),
                                   flipped: false, subject: "test") { delivered.append($0) }
        let context = GraphicsContext(drawingPagesOf: document)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(document.pageBox == nil)
        document.beginPage(mediaBox: nil, subject: "test")
        #expect(document.pageBox == CGRect(x: 0, y: 0, width: 100, height: 50))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        document.beginPage(mediaBox: CGRect(x: 0, y: 0, width: 30, height: 30), subject: "test")
        document.endPage()
        #expect(document.pageBox == nil)
        let pdf = document.close()
        #expect(document.isClosed)
        #expect(delivered == [pdf])
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf.suffix(6), as: UTF8.self) == "%%EOF\n")
        #expect(pageCount(pdf) == 2)
        document.close()
        #expect(delivered.count == 1)
    }

    @Test func aDocumentWhoseContextGoesAwayIsClosed() {
        var delivered: [Data] = []
        do {
            let document = PDFDocument(mediaBox: CGRect(x: 0, y: 0, width: 10, height: 10), info: PDFDocument.Info(),
                                       flipped: true, subject: "test") { delivered.append($0) }
            let context = GraphicsContext(drawingPagesOf: document)
            document.beginPage(mediaBox: nil, subject: "test")
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(delivered.count == 1)
        #expect(delivered.first.map(pageCount) == 1)
    }

    @Test func aClosedDocumentDrawsAndBeginsNothing() {
        let document = PDFDocument(mediaBox: CGRect(x: 0, y: 0, width: 10, height: 10), info: PDFDocument.Info(),
                                   flipped: false, subject: "test document")
        let context = GraphicsContext(drawingPagesOf: document)
        document.close()
        let (_, messages) = Diagnostics.collect {
            document.beginPage(mediaBox: nil, subject: "beginPage")
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(messages == ["beginPage: the document is closed; no page begins",
                             "invalid context: fill(_:) called on the context of a closed test document"])
    }
}
