/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Edit_ReplyInputs */

const en_center_edit_reply = /** @type {(inputs: Center_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit reply`)
};

const de_center_edit_reply = /** @type {(inputs: Center_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort bearbeiten`)
};

const fr_center_edit_reply = /** @type {(inputs: Center_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la réponse`)
};

const es_center_edit_reply = /** @type {(inputs: Center_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar respuesta`)
};

const pt_br2_center_edit_reply = /** @type {(inputs: Center_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar resposta`)
};

const ja_center_edit_reply = /** @type {(inputs: Center_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返信を編集`)
};

const ko_center_edit_reply = /** @type {(inputs: Center_Edit_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`답글 수정`)
};

/**
* | output |
* | --- |
* | "Edit reply" |
*
* @param {Center_Edit_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_edit_reply = /** @type {((inputs?: Center_Edit_ReplyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Edit_ReplyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_edit_reply(inputs)
	if (locale === "fr") return fr_center_edit_reply(inputs)
	if (locale === "es") return es_center_edit_reply(inputs)
	if (locale === "pt-BR") return pt_br2_center_edit_reply(inputs)
	if (locale === "ja") return ja_center_edit_reply(inputs)
	if (locale === "ko") return ko_center_edit_reply(inputs)
	return en_center_edit_reply(inputs)
});