/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Changes_NoneInputs */

const en_adr_changes_none = /** @type {(inputs: Adr_Changes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes are waiting for review.`)
};

const de_adr_changes_none = /** @type {(inputs: Adr_Changes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Änderungen warten auf Prüfung.`)
};

const fr_adr_changes_none = /** @type {(inputs: Adr_Changes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune modification n’attend de vérification.`)
};

const es_adr_changes_none = /** @type {(inputs: Adr_Changes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay cambios pendientes de revisión.`)
};

const pt_br2_adr_changes_none = /** @type {(inputs: Adr_Changes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma alteração aguarda revisão.`)
};

const ja_adr_changes_none = /** @type {(inputs: Adr_Changes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査待ちの変更はありません。`)
};

const ko_adr_changes_none = /** @type {(inputs: Adr_Changes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기 중인 변경이 없습니다.`)
};

/**
* | output |
* | --- |
* | "No changes are waiting for review." |
*
* @param {Adr_Changes_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_changes_none = /** @type {((inputs?: Adr_Changes_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Changes_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_changes_none(inputs)
	if (locale === "fr") return fr_adr_changes_none(inputs)
	if (locale === "es") return es_adr_changes_none(inputs)
	if (locale === "pt-BR") return pt_br2_adr_changes_none(inputs)
	if (locale === "ja") return ja_adr_changes_none(inputs)
	if (locale === "ko") return ko_adr_changes_none(inputs)
	return en_adr_changes_none(inputs)
});