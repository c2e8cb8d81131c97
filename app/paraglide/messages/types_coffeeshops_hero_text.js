/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Coffeeshops_Hero_TextInputs */

const en_types_coffeeshops_hero_text = /** @type {(inputs: Types_Coffeeshops_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A couple of gaming PCs can turn a quiet afternoon into a busy one. We make it easy to offer licensed games without becoming an IT department.`)
};

const de_types_coffeeshops_hero_text = /** @type {(inputs: Types_Coffeeshops_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon ein paar Gaming-PCs können aus einem ruhigen Nachmittag einen belebten machen. Wir machen es einfach, lizenzierte Spiele anzubieten, ohne dass Sie zur IT-Abteilung werden.`)
};

const fr_types_coffeeshops_hero_text = /** @type {(inputs: Types_Coffeeshops_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelques PC de jeu peuvent transformer un après-midi calme en après-midi animé. Nous vous permettons de proposer des jeux sous licence sans devenir un service informatique.`)
};

const es_types_coffeeshops_hero_text = /** @type {(inputs: Types_Coffeeshops_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un par de PC gaming pueden convertir una tarde tranquila en una tarde llena. Te lo ponemos fácil para ofrecer juegos con licencia sin convertirte en un departamento de TI.`)
};

const pt_br2_types_coffeeshops_hero_text = /** @type {(inputs: Types_Coffeeshops_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguns PCs gamer podem transformar uma tarde tranquila em uma tarde movimentada. Facilitamos a oferta de jogos licenciados sem que você vire um departamento de TI.`)
};

const ja_types_coffeeshops_hero_text = /** @type {(inputs: Types_Coffeeshops_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミングPCが数台あるだけで、静かな午後がにぎやかな時間に変わります。IT部門にならなくても、ライセンス済みゲームを手軽に提供できます。`)
};

const ko_types_coffeeshops_hero_text = /** @type {(inputs: Types_Coffeeshops_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 PC 몇 대만으로도 한산한 오후가 북적이는 시간이 됩니다. IT 부서가 되지 않고도 라이선스 게임을 쉽게 제공할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "A couple of gaming PCs can turn a quiet afternoon into a busy one. We make it easy to offer licensed games without becoming an IT department." |
*
* @param {Types_Coffeeshops_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_coffeeshops_hero_text = /** @type {((inputs?: Types_Coffeeshops_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Coffeeshops_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_coffeeshops_hero_text(inputs)
	if (locale === "fr") return fr_types_coffeeshops_hero_text(inputs)
	if (locale === "es") return es_types_coffeeshops_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_coffeeshops_hero_text(inputs)
	if (locale === "ja") return ja_types_coffeeshops_hero_text(inputs)
	if (locale === "ko") return ko_types_coffeeshops_hero_text(inputs)
	return en_types_coffeeshops_hero_text(inputs)
});