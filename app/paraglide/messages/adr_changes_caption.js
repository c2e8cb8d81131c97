/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Changes_CaptionInputs */

const en_adr_changes_caption = /** @type {(inputs: Adr_Changes_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proposed changes to ${i?.name}`)
};

const de_adr_changes_caption = /** @type {(inputs: Adr_Changes_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorgeschlagene Änderungen an ${i?.name}`)
};

const fr_adr_changes_caption = /** @type {(inputs: Adr_Changes_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifications proposées de ${i?.name}`)
};

const es_adr_changes_caption = /** @type {(inputs: Adr_Changes_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambios propuestos en ${i?.name}`)
};

const pt_br2_adr_changes_caption = /** @type {(inputs: Adr_Changes_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alterações propostas em ${i?.name}`)
};

const ja_adr_changes_caption = /** @type {(inputs: Adr_Changes_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} への変更案`)
};

const ko_adr_changes_caption = /** @type {(inputs: Adr_Changes_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}에 대한 변경 제안`)
};

/**
* | output |
* | --- |
* | "Proposed changes to {name}" |
*
* @param {Adr_Changes_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_changes_caption = /** @type {((inputs: Adr_Changes_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Changes_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_changes_caption(inputs)
	if (locale === "fr") return fr_adr_changes_caption(inputs)
	if (locale === "es") return es_adr_changes_caption(inputs)
	if (locale === "pt-BR") return pt_br2_adr_changes_caption(inputs)
	if (locale === "ja") return ja_adr_changes_caption(inputs)
	if (locale === "ko") return ko_adr_changes_caption(inputs)
	return en_adr_changes_caption(inputs)
});