/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Community_Keep_HintInputs */

const en_reg_community_keep_hint = /** @type {(inputs: Reg_Community_Keep_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave blank to keep the community as it is.`)
};

const de_reg_community_keep_hint = /** @type {(inputs: Reg_Community_Keep_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer lassen, um die Community unverändert zu lassen.`)
};

const fr_reg_community_keep_hint = /** @type {(inputs: Reg_Community_Keep_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez vide pour garder la communauté telle quelle.`)
};

const es_reg_community_keep_hint = /** @type {(inputs: Reg_Community_Keep_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjalo en blanco para mantener la comunidad como está.`)
};

const pt_br2_reg_community_keep_hint = /** @type {(inputs: Reg_Community_Keep_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixe em branco para manter a comunidade como está.`)
};

const ja_reg_community_keep_hint = /** @type {(inputs: Reg_Community_Keep_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティを変更しない場合は空欄のままにしてください。`)
};

const ko_reg_community_keep_hint = /** @type {(inputs: Reg_Community_Keep_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티를 그대로 두려면 비워 두세요.`)
};

/**
* | output |
* | --- |
* | "Leave blank to keep the community as it is." |
*
* @param {Reg_Community_Keep_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_community_keep_hint = /** @type {((inputs?: Reg_Community_Keep_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Community_Keep_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_community_keep_hint(inputs)
	if (locale === "fr") return fr_reg_community_keep_hint(inputs)
	if (locale === "es") return es_reg_community_keep_hint(inputs)
	if (locale === "pt-BR") return pt_br2_reg_community_keep_hint(inputs)
	if (locale === "ja") return ja_reg_community_keep_hint(inputs)
	if (locale === "ko") return ko_reg_community_keep_hint(inputs)
	return en_reg_community_keep_hint(inputs)
});