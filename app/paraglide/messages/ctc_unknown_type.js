/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Unknown_TypeInputs */

const en_ctc_unknown_type = /** @type {(inputs: Ctc_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown contact type. Showing every type.`)
};

const de_ctc_unknown_type = /** @type {(inputs: Ctc_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannter Kontakttyp. Alle Typen werden angezeigt.`)
};

const fr_ctc_unknown_type = /** @type {(inputs: Ctc_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de contact inconnu. Tous les types sont affichés.`)
};

const es_ctc_unknown_type = /** @type {(inputs: Ctc_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de contacto desconocido. Se muestran todos los tipos.`)
};

const pt_br2_ctc_unknown_type = /** @type {(inputs: Ctc_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de contato desconhecido. Mostrando todos os tipos.`)
};

const ja_ctc_unknown_type = /** @type {(inputs: Ctc_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不明な連絡先の種類です。すべての種類を表示しています。`)
};

const ko_ctc_unknown_type = /** @type {(inputs: Ctc_Unknown_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알 수 없는 연락처 유형입니다. 모든 유형을 표시합니다.`)
};

/**
* | output |
* | --- |
* | "Unknown contact type. Showing every type." |
*
* @param {Ctc_Unknown_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_unknown_type = /** @type {((inputs?: Ctc_Unknown_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Unknown_TypeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_unknown_type(inputs)
	if (locale === "fr") return fr_ctc_unknown_type(inputs)
	if (locale === "es") return es_ctc_unknown_type(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_unknown_type(inputs)
	if (locale === "ja") return ja_ctc_unknown_type(inputs)
	if (locale === "ko") return ko_ctc_unknown_type(inputs)
	return en_ctc_unknown_type(inputs)
});