/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_None_TextInputs */

const en_own_sub_none_text = /** @type {(inputs: Own_Sub_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This LAN center has no plan yet.`)
};

const de_own_sub_none_text = /** @type {(inputs: Own_Sub_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center hat noch keinen Plan.`)
};

const fr_own_sub_none_text = /** @type {(inputs: Own_Sub_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce centre LAN n'a pas encore d'offre.`)
};

const es_own_sub_none_text = /** @type {(inputs: Own_Sub_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este centro LAN aún no tiene plan.`)
};

const pt_br2_own_sub_none_text = /** @type {(inputs: Own_Sub_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este centro LAN ainda não tem plano.`)
};

const ja_own_sub_none_text = /** @type {(inputs: Own_Sub_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このLANセンターにはまだプランがありません。`)
};

const ko_own_sub_none_text = /** @type {(inputs: Own_Sub_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 센터에는 아직 플랜이 없습니다.`)
};

/**
* | output |
* | --- |
* | "This LAN center has no plan yet." |
*
* @param {Own_Sub_None_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_none_text = /** @type {((inputs?: Own_Sub_None_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_None_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_none_text(inputs)
	if (locale === "fr") return fr_own_sub_none_text(inputs)
	if (locale === "es") return es_own_sub_none_text(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_none_text(inputs)
	if (locale === "ja") return ja_own_sub_none_text(inputs)
	if (locale === "ko") return ko_own_sub_none_text(inputs)
	return en_own_sub_none_text(inputs)
});