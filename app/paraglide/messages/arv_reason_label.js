/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Reason_LabelInputs */

const en_arv_reason_label = /** @type {(inputs: Arv_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for hiding (mailed to the author)`)
};

const de_arv_reason_label = /** @type {(inputs: Arv_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund für das Ausblenden (geht per E-Mail an die verfassende Person)`)
};

const fr_arv_reason_label = /** @type {(inputs: Arv_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raison du masquage (envoyée par e-mail à l'auteur)`)
};

const es_arv_reason_label = /** @type {(inputs: Arv_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo para ocultarla (se envía por correo al autor)`)
};

const pt_br2_arv_reason_label = /** @type {(inputs: Arv_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo para ocultar (enviado por e-mail ao autor)`)
};

const ja_arv_reason_label = /** @type {(inputs: Arv_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示の理由（投稿者にメールで送られます）`)
};

const ko_arv_reason_label = /** @type {(inputs: Arv_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`숨김 이유(작성자에게 이메일로 전송됨)`)
};

/**
* | output |
* | --- |
* | "Reason for hiding (mailed to the author)" |
*
* @param {Arv_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_label = /** @type {((inputs?: Arv_Reason_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Reason_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reason_label(inputs)
	if (locale === "fr") return fr_arv_reason_label(inputs)
	if (locale === "es") return es_arv_reason_label(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reason_label(inputs)
	if (locale === "ja") return ja_arv_reason_label(inputs)
	if (locale === "ko") return ko_arv_reason_label(inputs)
	return en_arv_reason_label(inputs)
});