/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Meta_DescriptionInputs */

const en_faq_meta_description = /** @type {(inputs: Faq_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers about LAN Center Network: plans and prices, the PC café game library, setup, events and how centers are verified.`)
};

const de_faq_meta_description = /** @type {(inputs: Faq_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten rund um LAN Center Network: Tarife und Preise, die PC-Café-Spielebibliothek, Einrichtung, Events und wie Center verifiziert werden.`)
};

const fr_faq_meta_description = /** @type {(inputs: Faq_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponses sur LAN Center Network : formules et prix, la ludothèque PC café, l’installation, les événements et la vérification des centres.`)
};

const es_faq_meta_description = /** @type {(inputs: Faq_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas sobre LAN Center Network: planes y precios, la biblioteca de juegos para PC cafés, la instalación, los eventos y cómo se verifican los centros.`)
};

const pt_br2_faq_meta_description = /** @type {(inputs: Faq_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respostas sobre a LAN Center Network: planos e preços, a biblioteca de jogos para PC cafés, a instalação, os eventos e como os centros são verificados.`)
};

const ja_faq_meta_description = /** @type {(inputs: Faq_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Networkについての回答：プランと料金、PCカフェ向けゲームライブラリ、導入、イベント、センターの認証方法。`)
};

const ko_faq_meta_description = /** @type {(inputs: Faq_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network에 대한 답변: 요금제와 가격, PC방 게임 라이브러리, 설치, 이벤트, 센터 인증 방법.`)
};

/**
* | output |
* | --- |
* | "Answers about LAN Center Network: plans and prices, the PC café game library, setup, events and how centers are verified." |
*
* @param {Faq_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_meta_description = /** @type {((inputs?: Faq_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_meta_description(inputs)
	if (locale === "fr") return fr_faq_meta_description(inputs)
	if (locale === "es") return es_faq_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_faq_meta_description(inputs)
	if (locale === "ja") return ja_faq_meta_description(inputs)
	if (locale === "ko") return ko_faq_meta_description(inputs)
	return en_faq_meta_description(inputs)
});