import Testing
import UIKit

/// `UIPickerView` as a form screen uses it: a size and colour picker of two components,
/// its selection, its drags, its pixels, and as a text field's input view.
@MainActor
@Suite struct PickerViewTests {
    /// The screen's data source and delegate: sizes and colours, recording what the
    /// picker tells it.
    private final class SizeAndColourPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["S", "M", "L", "XL"]
        let colours = ["Red", "Green", "Blue", "Black", "White"]
        var calls: [String] = []

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? sizes.count : colours.count
        }

        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : colours[row]
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            calls.append("didSelectRow \(row) inComponent \(component)")
        }
    }

    /// Colour swatches as row views, 60 × 20, reused as the wheel turns.
    private final class SwatchPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var reused = 0

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }

        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }

        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 200 }

        func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                        reusing view: UIView?) -> UIView {
            if view != nil { reused += 1 }
            let swatch = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            swatch.tag = row
            swatch.backgroundColor = .systemBlue
            return swatch
        }
    }

    private func screen(scale: CGFloat = 1) -> (UIWindow, UIPickerView, SizeAndColourPicker) {
        let window = makeWindow(width: 390, height: 300, scale: scale)
        let model = SizeAndColourPicker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        picker.dataSource = model
        picker.delegate = model
        window.addSubview(picker)
        commit(window)
        return (window, picker, model)
    }

    /// A finger on `start` moves to `end` over 0.2 s, holds still for 0.2 s and lifts:
    /// the wheel settles where the finger left it.
    private func dragAndHold(_ window: UIWindow, from start: CGPoint, to end: CGPoint) {
        let now = window.eventLoop.now
        window.scheduleTouches([TouchSample(finger: 0, phase: .began, location: start)], at: now)
        for step in 1...24 {
            let fraction = min(1, CGFloat(step) / 12)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            window.scheduleTouches([TouchSample(finger: 0, phase: .moved, location: point)], at: now + Double(step) / 60)
        }
        window.scheduleTouches([TouchSample(finger: 0, phase: .ended, location: end)], at: now + 25.0 / 60)
    }

    @Test func componentsShareTheWidthAndRowsAre32PointsTall() {
        let (_, picker, _) = screen()
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.numberOfRows(inComponent: 1) == 5)
        // 390 less 8 a side and 5 between, shared: 184 points each.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 184, height: 32))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 184, height: 32))
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        // Titles, not views: the picker has no delegate's view to give.
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
        #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
    }

    @Test func selectRowCentresTheRowWithoutTellingTheDelegate() {
        let (window, picker, model) = screen()
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(4, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 1) == 4)
        window.eventLoop.runUntilIdle()
        #expect(model.calls.isEmpty)
        #expect(picker.selectedRow(inComponent: 1) == 4)
    }

    @Test func aSwatchRowIsCentredInItsRowAtTheMiddleOfThePicker() throws {
        let window = makeWindow(width: 390, height: 300)
        let model = SwatchPicker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        picker.dataSource = model
        picker.delegate = model
        window.addSubview(picker)
        picker.selectRow(7, inComponent: 0, animated: false)
        commit(window)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 200, height: 40))
        let swatch = try #require(picker.view(forRow: 7, forComponent: 0))
        #expect(swatch.tag == 7)
        // The 200-point component is centred (x 95); the row (40 tall) in the middle of
        // 216 (y 88); the 60 × 20 swatch in the row.
        #expect(swatch.convert(swatch.bounds, to: picker) == CGRect(x: 165, y: 98, width: 60, height: 20))
        // Rows past a quarter turn of the wheel have no views.
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
        #expect(picker.view(forRow: 19, forComponent: 0) == nil)

        // Turning the wheel hands the views that left to the rows that come in.
        picker.selectRow(15, inComponent: 0, animated: false)
        commit(window)
        #expect(model.reused > 0)
        #expect(picker.view(forRow: 15, forComponent: 0)?.tag == 15)
    }

    @Test func aDragSelectsTheNextRowAndTellsTheDelegateOnce() {
        let (window, picker, model) = screen()
        dragAndHold(window, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 116))
        window.eventLoop.runUntilIdle()
        #expect(model.calls == ["didSelectRow 1 inComponent 0"])
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.selectedRow(inComponent: 1) == 0)

        // A drag that comes back to the selected row selects nothing new.
        dragAndHold(window, from: CGPoint(x: 290, y: 150), to: CGPoint(x: 290, y: 140))
        window.eventLoop.runUntilIdle()
        #expect(model.calls == ["didSelectRow 1 inComponent 0"])
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func aWheelWithoutRowsHasNoSelectedRowAndBadIndexesAreIgnored() {
        let (_, picker, model) = screen()
        picker.selectRow(9, inComponent: 0, animated: false)
        picker.selectRow(0, inComponent: -1, animated: false)
        picker.selectRow(0, inComponent: 2, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        #expect(picker.numberOfRows(inComponent: -1) == 0)
        #expect(picker.rowSize(forComponent: 7) == .zero)
        #expect(model.calls.isEmpty)
        let empty = UIPickerView()
        #expect(empty.numberOfComponents == 0)
        #expect(empty.selectedRow(inComponent: 0) == -1)
    }

    /// The band and a centred title, at 1× and 3×.
    @Test func theSelectionBandAndACentredTitle() throws {
        for scale in [CGFloat(1), 3] {
            let (window, picker, _) = screen(scale: scale)
            picker.selectRow(1, inComponent: 0, animated: false)   // "M"
            commit(window)
            let image = try frameImage(of: window)
            let s = Int(scale)
            // tertiarySystemFill (0x767680 at 12%) over white, from x 8 to 381, y 92 to 124.
            #expect(pixel(image, 20 * s, 100 * s) == rgb(239, 239, 240))
            #expect(pixel(image, 370 * s, 100 * s) == rgb(239, 239, 240))
            #expect(pixel(image, 20 * s, 90 * s) == .white)
            #expect(pixel(image, 20 * s, 126 * s) == .white)
            #expect(pixel(image, 6 * s, 108 * s) == .white)
            // The title's ink, in the middle of the first component (x 8 to 192).
            let ink = inkBounds(image, x: 8 * s..<192 * s, y: 92 * s..<124 * s)
            #expect(ink != nil)
            if let ink {
                #expect(abs(CGFloat(ink.minX + ink.maxX + 1) / 2 / scale - 100) <= 1, "\(ink)")
                #expect(abs(CGFloat(ink.minY + ink.maxY + 1) / 2 / scale - 108) <= 1.5, "\(ink)")
            }
        }
    }

    @Test func inDarkModeTheBandAndTitlesFollowTheTraits() throws {
        let (window, picker, _) = screen()
        window.overrideUserInterfaceStyle = .dark
        window.backgroundColor = .systemBackground
        picker.selectRow(1, inComponent: 0, animated: false)
        commit(window)
        let image = try frameImage(of: window)
        // tertiarySystemFill in the dark (0x767680 at 24%) over black.
        #expect(pixel(image, 20, 100) == rgb(28, 28, 30))
        #expect(pixel(image, 20, 80) == .black)
        // The title is white-ish ink on the band.
        let ink = try #require(inkBounds(image, x: 8..<192, y: 92..<124, dark: true))
        #expect(ink.width > 5)
    }

    @Test func aPickerAsATextFieldsInputViewIs216PointsTall() throws {
        let window = makeWindow(width: 390, height: 844)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
        field.inputView = UIPickerView()
        window.addSubview(field)
        var frames: [CGRect] = []
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                              object: nil, queue: nil) { notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { if let frame { frames.append(frame) } }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(field.becomeFirstResponder())
        window.eventLoop.runUntilIdle()
        #expect(frames == [CGRect(x: 0, y: 628, width: 390, height: 216)])
    }

    /// The pixel rectangle of the pixels that differ from the band (dark or light ink).
    private func inkBounds(_ image: UIImage, x: Range<Int>, y: Range<Int>, dark: Bool = false) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for row in y {
            for column in x {
                let p = pixel(image, column, row)
                let isInk = dark ? p.red > 128 : p.red < 128
                guard isInk else { continue }
                minX = min(minX, column); maxX = max(maxX, column)
                minY = min(minY, row); maxY = max(maxY, row)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
