import BarSkinCore
internal import CVector

/// One file through a decoder child: opened there, measured, and drawn on the canvas the
/// parent lays out from that size, so every limit is checked here before the child
/// allocates a pixel. The child's failures become one ``VectorError`` naming the file.
struct SandboxedDecode {
    let path: String
    let format: VectorFormat
    let sandbox: VectorSandbox
    var pool = VectorChildPool.shared

    /// The drawing's size in points, and the bitmap `layout` asks for once it knows that size
    /// (nil: measure only).
    /// - Throws: ``VectorError``, or what `layout` throws.
    func run(_ bytes: [UInt8], layout: ((width: Double, height: Double)) throws -> VectorLayout?) throws -> (size: (width: Double, height: Double), bitmap: Bitmap?) {
        let key = VectorChildPool.FailureKey(path: path, bytes: bytes)
        if let failure = pool.failure(for: key) { throw failure }
        var attempt = 0
        while true {
            let child: VectorChild
            do { child = try pool.take(format, sandbox: sandbox) } catch {
                throw VectorError.decoderUnavailable(path: path, format: format, reason: error.text)
            }
            let reused = child.served
            do {
                let result = try exchange(bytes, with: child, layout: layout)
                pool.giveBack(child, sandbox: sandbox)
                return result
            } catch let failure as VectorChildFailure {
                let signal = child.stop()
                // A child kept idle may have gone away since: once, a fresh one is asked.
                if failure == .ended, reused, attempt == 0 {
                    attempt += 1
                    continue
                }
                let error = stopped(failure, signal: signal)
                pool.remember(error, for: key)
                throw error
            }
        }
    }

    private func exchange(_ bytes: [UInt8], with child: VectorChild,
                          layout: ((width: Double, height: Double)) throws -> VectorLayout?) throws -> (size: (width: Double, height: Double), bitmap: Bitmap?) {
        let deadline = ContinuousClock.now.advanced(by: .seconds(sandbox.seconds))
        try child.send(VectorRequest.open(bytes), before: deadline)
        let size: (width: Double, height: Double)
        switch try child.receive(.size, before: deadline) {
        case .size(let width, let height):
            guard width > 0, height > 0 else { throw VectorError.noSize(path: path, format: format) }
            size = (width, height)
        case .failed(let kind, let message): throw refusal(kind, message)
        case .pixels: preconditionFailure("only a size is read after an open")
        }
        let planned: VectorLayout?
        do { planned = try layout(size) } catch {
            try child.send(VectorRequest.close, before: deadline)
            throw error
        }
        guard let planned else {
            try child.send(VectorRequest.close, before: deadline)
            return (size, nil)
        }
        try child.send(VectorRequest.draw(planned, size: size), before: deadline)
        switch try child.receive(.pixels(width: planned.canvasWidth, height: planned.canvasHeight), before: deadline) {
        case .pixels(let bitmap):
            try child.send(VectorRequest.close, before: deadline)
            return (size, bitmap)
        case .failed(let kind, let message): throw refusal(kind, message)
        case .size: preconditionFailure("only pixels are read after a draw")
        }
    }

    /// The library's own refusal of the file.
    private func refusal(_ kind: UInt8, _ message: [UInt8]) -> VectorError {
        let text = VectorError.libraryText(message.map { CChar(bitPattern: $0) } + [0], library: format.libraryName)
        switch UInt32(kind) {
        case BS_CHILD_MALFORMED.rawValue: return .malformed(path: path, format: format, detail: text.text, line: text.line, column: text.column)
        case BS_CHILD_NO_PAGES.rawValue: return .noPages(path: path)
        case BS_CHILD_DRAWING_FAILED.rawValue: return .drawingFailed(path: path, detail: text.text)
        case BS_CHILD_LIBRARY_MISSING.rawValue:
            return .libraryMissing(path: path, format: format, reason: String(decoding: message, as: UTF8.self).escapingControlCharacters)
        default: return .decoderGarbled(path: path, format: format, detail: "refusal \(kind): \(text.text)")
        }
    }

    /// What became of a child that did not answer in full.
    private func stopped(_ failure: VectorChildFailure, signal: Int32?) -> VectorError {
        switch failure {
        case .timedOut:
            return .decoderTimedOut(path: path, format: format, seconds: sandbox.seconds, processorTime: false)
        case .garbled(let detail):
            return .decoderGarbled(path: path, format: format, detail: detail)
        case .ended:
            guard let signal else { return .decoderGarbled(path: path, format: format, detail: "it ended without answering") }
            if SystemCalls.isProcessorTimeSignal(signal) {
                return .decoderTimedOut(path: path, format: format, seconds: sandbox.seconds, processorTime: true)
            }
            return .decoderCrashed(path: path, format: format, signal: SystemCalls.signalName(signal), memoryMebibytes: sandbox.memoryMebibytes)
        }
    }
}
