/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Plans_TextInputs */

const en_home_plans_text = /** @type {(inputs: Home_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simple monthly pricing. Start with a verified listing or get the full PC café program.`)
};

const de_home_plans_text = /** @type {(inputs: Home_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einfache Monatspreise. Starten Sie mit einem geprüften Eintrag oder holen Sie sich das komplette PC-Café-Programm.`)
};

const fr_home_plans_text = /** @type {(inputs: Home_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des prix mensuels simples. Commencez par une fiche vérifiée ou prenez le programme PC café complet.`)
};

const es_home_plans_text = /** @type {(inputs: Home_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios mensuales sencillos. Empieza con una ficha verificada o consigue el programa completo para cibercafés.`)
};

const pt_br2_home_plans_text = /** @type {(inputs: Home_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preços mensais simples. Comece com um cadastro verificado ou leve o programa completo para lan houses.`)
};

const ja_home_plans_text = /** @type {(inputs: Home_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シンプルな月額料金。認証済み掲載から始めるか、PCカフェ・プログラムをまるごと導入できます。`)
};

const ko_home_plans_text = /** @type {(inputs: Home_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`간단한 월 요금. 인증 등록으로 시작하거나 PC방 프로그램 전체를 이용하세요.`)
};

/**
* | output |
* | --- |
* | "Simple monthly pricing. Start with a verified listing or get the full PC café program." |
*
* @param {Home_Plans_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_plans_text = /** @type {((inputs?: Home_Plans_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plans_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_plans_text(inputs)
	if (locale === "fr") return fr_home_plans_text(inputs)
	if (locale === "es") return es_home_plans_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_plans_text(inputs)
	if (locale === "ja") return ja_home_plans_text(inputs)
	if (locale === "ko") return ko_home_plans_text(inputs)
	return en_home_plans_text(inputs)
});