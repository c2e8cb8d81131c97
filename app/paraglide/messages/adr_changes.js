/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_ChangesInputs */

const en_adr_changes = /** @type {(inputs: Adr_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to verified items`)
};

const de_adr_changes = /** @type {(inputs: Adr_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen an verifizierten Einträgen`)
};

const fr_adr_changes = /** @type {(inputs: Adr_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications d’éléments vérifiés`)
};

const es_adr_changes = /** @type {(inputs: Adr_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios en elementos verificados`)
};

const pt_br2_adr_changes = /** @type {(inputs: Adr_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações em itens verificados`)
};

const ja_adr_changes = /** @type {(inputs: Adr_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証済み項目の変更`)
};

const ko_adr_changes = /** @type {(inputs: Adr_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증된 항목의 변경`)
};

/**
* | output |
* | --- |
* | "Changes to verified items" |
*
* @param {Adr_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_changes = /** @type {((inputs?: Adr_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_ChangesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_changes(inputs)
	if (locale === "fr") return fr_adr_changes(inputs)
	if (locale === "es") return es_adr_changes(inputs)
	if (locale === "pt-BR") return pt_br2_adr_changes(inputs)
	if (locale === "ja") return ja_adr_changes(inputs)
	if (locale === "ko") return ko_adr_changes(inputs)
	return en_adr_changes(inputs)
});