/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_F1_TextInputs */

const en_home_pc_f1_text = /** @type {(inputs: Home_Pc_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer a large, fully licensed game library on every PC in your venue.`)
};

const de_home_pc_f1_text = /** @type {(inputs: Home_Pc_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bieten Sie auf jedem PC in Ihrem Haus eine große, voll lizenzierte Spielebibliothek.`)
};

const fr_home_pc_f1_text = /** @type {(inputs: Home_Pc_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposez une vaste ludothèque entièrement sous licence sur chaque PC de votre lieu.`)
};

const es_home_pc_f1_text = /** @type {(inputs: Home_Pc_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrece una gran biblioteca de juegos con todas las licencias en cada PC de tu local.`)
};

const pt_br2_home_pc_f1_text = /** @type {(inputs: Home_Pc_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofereça uma grande biblioteca de jogos totalmente licenciada em cada PC do seu espaço.`)
};

const ja_home_pc_f1_text = /** @type {(inputs: Home_Pc_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`店舗のすべてのPCで、完全ライセンスの大規模ゲームライブラリを提供できます。`)
};

const ko_home_pc_f1_text = /** @type {(inputs: Home_Pc_F1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장의 모든 PC에서 정식 라이선스 대형 게임 라이브러리를 제공하세요.`)
};

/**
* | output |
* | --- |
* | "Offer a large, fully licensed game library on every PC in your venue." |
*
* @param {Home_Pc_F1_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_f1_text = /** @type {((inputs?: Home_Pc_F1_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_F1_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_f1_text(inputs)
	if (locale === "fr") return fr_home_pc_f1_text(inputs)
	if (locale === "es") return es_home_pc_f1_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_f1_text(inputs)
	if (locale === "ja") return ja_home_pc_f1_text(inputs)
	if (locale === "ko") return ko_home_pc_f1_text(inputs)
	return en_home_pc_f1_text(inputs)
});