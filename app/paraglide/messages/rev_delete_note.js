/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Delete_NoteInputs */

const en_rev_delete_note = /** @type {(inputs: Rev_Delete_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting your review removes it from the center's page for good.`)
};

const de_rev_delete_note = /** @type {(inputs: Rev_Delete_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du deine Bewertung löschst, verschwindet sie endgültig von der Seite des Centers.`)
};

const fr_rev_delete_note = /** @type {(inputs: Rev_Delete_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer votre avis le retire définitivement de la page du centre.`)
};

const es_rev_delete_note = /** @type {(inputs: Rev_Delete_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al eliminar tu reseña, desaparece para siempre de la página del centro.`)
};

const pt_br2_rev_delete_note = /** @type {(inputs: Rev_Delete_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir sua avaliação a remove da página do centro para sempre.`)
};

const ja_rev_delete_note = /** @type {(inputs: Rev_Delete_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを削除すると、センターのページから完全に消えます。`)
};

const ko_rev_delete_note = /** @type {(inputs: Rev_Delete_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 삭제하면 센터 페이지에서 영구히 사라집니다.`)
};

/**
* | output |
* | --- |
* | "Deleting your review removes it from the center's page for good." |
*
* @param {Rev_Delete_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_delete_note = /** @type {((inputs?: Rev_Delete_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Delete_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_delete_note(inputs)
	if (locale === "fr") return fr_rev_delete_note(inputs)
	if (locale === "es") return es_rev_delete_note(inputs)
	if (locale === "pt-BR") return pt_br2_rev_delete_note(inputs)
	if (locale === "ja") return ja_rev_delete_note(inputs)
	if (locale === "ko") return ko_rev_delete_note(inputs)
	return en_rev_delete_note(inputs)
});