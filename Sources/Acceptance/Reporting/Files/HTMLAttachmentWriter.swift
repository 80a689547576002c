import Foundation

/// Writes what a step or hook attached, by media type: a ``Timeline`` as a chart, logs and text
/// inline, links as links (only to `http`, `https`, `mailto`, `ftp`, `file` or a relative path),
/// images inline from Base64, anything else as a download.
enum HTMLAttachmentWriter {
  /// Writes `attachments`; `expanded` opens the event tables of timelines (in a scenario that did
  /// not pass).
  static func write(_ attachments: [StepAttachment], expanded: Bool = false, to html: HTMLWriter) {
    guard !attachments.isEmpty else { return }
    html.raw("<div class=\"attachments\">\n")
    for attachment in attachments { write(attachment, expanded: expanded, to: html) }
    html.raw("</div>\n")
  }

  private static func write(_ attachment: StepAttachment, expanded: Bool, to html: HTMLWriter) {
    let mediaType = essence(of: attachment.mediaType)
    let text = attachment.validText
    switch mediaType {
    case Timeline.mediaType:
      do {
        HTMLTimelineWriter.write(
          try Timeline(json: text ?? ""), showingTable: expanded, to: html)
      } catch {
        writeText(attachment, text ?? "", note: "not a timeline: \(reason(error))", to: html)
      }
    case StepAttachment.logMediaType where text != nil:
      html.element("pre", class: "attachment log", text ?? "")
    case StepAttachment.linkMediaType where text != nil:
      writeLinks(text ?? "", to: html)
    case _ where inlineImages.contains(mediaType):
      writeImage(attachment, mediaType: mediaType, to: html)
    case _ where isTextual(mediaType) && text != nil:
      writeText(attachment, text ?? "", note: nil, to: html)
    default:
      writeDownload(attachment, mediaType: mediaType, to: html)
    }
  }

  /// Text in a block that opens by itself when it is short, headed by its name and media type.
  private static func writeText(
    _ attachment: StepAttachment, _ text: String, note: String?, to html: HTMLWriter
  ) {
    let lines = text.reduce(into: 1) { count, character in if character == "\n" { count += 1 } }
    html.raw("<details class=\"attachment text\"")
    if lines <= 20, note == nil { html.raw(" open=\"\"") }
    html.raw("><summary>")
    html.text(caption(attachment))
    if let note {
      html.raw(" ")
      html.element("span", class: "note", note)
    }
    html.raw("</summary>")
    html.element("pre", class: "content", text)
    html.raw("</details>\n")
  }

  /// Each URL of a `text/uri-list` as a link when it is safe to follow, else as text.
  private static func writeLinks(_ list: String, to html: HTMLWriter) {
    html.raw("<ul class=\"attachment links\">")
    for line in list.split(whereSeparator: \.isNewline) {
      let url = line.trimmingCharacters(in: .whitespaces)
      guard !url.isEmpty, !url.hasPrefix("#") else { continue }
      html.raw("<li>")
      if isSafeLink(url) {
        html.raw("<a")
        html.attribute("href", url)
        html.raw(" rel=\"noopener noreferrer\">")
        html.text(url)
        html.raw("</a>")
      } else {
        html.element("span", class: "url", url)
      }
      html.raw("</li>")
    }
    html.raw("</ul>\n")
  }

  private static func writeImage(
    _ attachment: StepAttachment, mediaType: String, to html: HTMLWriter
  ) {
    html.raw("<figure class=\"attachment image\"><img")
    html.attribute("src", dataURL(attachment, mediaType: mediaType))
    html.attribute("alt", attachment.fileName ?? "attached image")
    html.raw("/><figcaption>")
    html.text(caption(attachment))
    html.raw("</figcaption></figure>\n")
  }

  private static func writeDownload(
    _ attachment: StepAttachment, mediaType: String, to html: HTMLWriter
  ) {
    html.raw("<p class=\"attachment download\"><a")
    html.attribute("href", dataURL(attachment, mediaType: mediaType))
    html.attribute("download", attachment.fileName ?? "attachment")
    html.raw(">")
    html.text("Download \(caption(attachment))")
    html.raw("</a></p>\n")
  }

  /// "name.json · application/json · 120 bytes", without a name when there is none.
  private static func caption(_ attachment: StepAttachment) -> String {
    let size = attachment.byteCount
    return [attachment.fileName, attachment.mediaType, size == 1 ? "1 byte" : "\(size) bytes"]
      .compactMap { $0 }.joined(separator: " · ")
  }

  /// A `data:` URL of the content, with the media type left out unless it is a plain token.
  private static func dataURL(_ attachment: StepAttachment, mediaType: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789!#$&^_.+-/")
    let type = mediaType.allSatisfy(allowed.contains) ? mediaType : "application/octet-stream"
    return "data:\(type);base64,\(attachment.base64)"
  }

  /// Whether `url` may be an `href`: one of the known schemes, or a relative path; never a URL with
  /// spaces or control characters, which browsers strip to find a scheme.
  static func isSafeLink(_ url: String) -> Bool {
    guard !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
      return false
    }
    let lowered = url.lowercased()
    if ["http://", "https://", "mailto:", "ftp://", "file:"].contains(where: lowered.hasPrefix) {
      return true
    }
    let beforeColon = lowered.prefix { $0 != ":" }
    return beforeColon.count == lowered.count || beforeColon.contains { "/?#".contains($0) }
  }

  /// The media type without parameters, in lower case: `text/plain` of `text/plain; charset=utf-8`.
  private static func essence(of mediaType: String) -> String {
    mediaType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
  }

  private static let inlineImages: Set<String> = [
    "image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "image/bmp",
    "image/avif",
  ]

  private static func isTextual(_ mediaType: String) -> Bool {
    mediaType.hasPrefix("text/") || mediaType.hasSuffix("+json") || mediaType.hasSuffix("+xml")
      || [
        "application/json", "application/xml", "application/javascript", "application/x-ndjson",
        "application/yaml", "application/x-yaml",
      ].contains(mediaType)
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return (path.isEmpty ? "" : path.joined(separator: ".") + ": ") + context.debugDescription
    default: return "\(error)"
    }
  }
}
