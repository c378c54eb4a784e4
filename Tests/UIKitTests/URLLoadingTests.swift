import Testing
import UIKit

/// An image view that loads its image from a URL with Foundation's `URLSession`, as
/// iOS code does without an image library: `import UIKit` alone gives it URL loading.
private final class RemoteImageView: UIImageView {
    private(set) var task: URLSessionDataTask?

    func load(from url: URL) {
        var request = URLRequest(url: url)
        request.cachePolicy = .returnCacheDataElseLoad
        task = URLSession.shared.dataTask(with: request) { data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async { self.image = image }
        }
        task?.resume()
    }
}

@MainActor @Suite struct URLLoadingTests {
    @Test func uiKitCodeMakesURLSessionTasks() throws {
        let view = RemoteImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let url = try #require(URL(string: "https://example.invalid/avatar.png"))
        view.load(from: url)
        let task = try #require(view.task)
        #expect(task.originalRequest?.url == url && task.originalRequest?.cachePolicy == .returnCacheDataElseLoad)
        task.cancel()
        #expect(view.image == nil)
    }
}
