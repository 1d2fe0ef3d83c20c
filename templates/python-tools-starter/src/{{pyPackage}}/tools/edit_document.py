from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from ..data.documents import get_document, set_document
from .read_document import Document, DocumentName, unknown_document


def register(mcp: MCPServer) -> None:
    # Replacing text loses what was there, so the edit is destructive; repeating it may change the text again.
    @mcp.tool(
        title="Edit a document",
        annotations=ToolAnnotations(
            title="Edit a document",
            read_only_hint=False,
            destructive_hint=True,
            idempotent_hint=False,
            open_world_hint=False,
        ),
    )
    def edit_document(
        name: DocumentName,
        old_text: Annotated[
            str,
            Field(
                description="Text to replace, copied exactly from the document (whitespace and line breaks included), "
                'e.g. "Status: draft".',
                min_length=1,
                max_length=10_000,
            ),
        ],
        new_text: Annotated[
            str,
            Field(
                description='Replacement text, e.g. "Status: final". An empty string deletes old_text.',
                max_length=10_000,
            ),
        ],
    ) -> Document:
        """Replace one exact occurrence of old_text with new_text in a document and return the updated text.

        This changes the stored document and the replaced text is not kept. It never rewrites the
        whole document: old_text must appear exactly once, so read the document first and copy
        enough surrounding text to make it unique.
        """
        current = get_document(name)
        if current is None:
            raise unknown_document(name)
        occurrences = current.count(old_text)
        if occurrences == 0:
            raise ToolError(
                f'Nothing changed: old_text does not appear in "{name}". Read the document and copy the text exactly.'
            )
        if occurrences > 1:
            raise ToolError(
                f'Nothing changed: old_text appears {occurrences} times in "{name}". '
                "Include more surrounding text so it matches once."
            )
        text = current.replace(old_text, new_text, 1)
        set_document(name, text)
        return Document(name=name, text=text)
