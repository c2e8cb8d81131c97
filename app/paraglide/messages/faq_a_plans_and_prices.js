/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_Plans_And_PricesInputs */

const en_faq_a_plans_and_prices = /** @type {(inputs: Faq_A_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are two monthly plans. A Verified Listing costs 10 USD per month and puts your center on the map and the gamer platform. The LAN Center Subscription costs 50 USD per month and adds the PC café game library, showcases, the owners' chat community, technical support and priority listing.`)
};

const de_faq_a_plans_and_prices = /** @type {(inputs: Faq_A_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt zwei Monatstarife. Ein Verified Listing kostet 10 USD pro Monat und bringt Ihr Center auf die Karte und die Gamer-Plattform. Das LAN Center Subscription kostet 50 USD pro Monat und bietet zusätzlich die PC-Café-Spielebibliothek, Showcases, die Chat-Community der Betreiber, technischen Support und bevorzugte Platzierung.`)
};

const fr_faq_a_plans_and_prices = /** @type {(inputs: Faq_A_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il existe deux formules mensuelles. Un Verified Listing coûte 10 USD par mois et place votre centre sur la carte et sur la plateforme des joueurs. La LAN Center Subscription coûte 50 USD par mois et ajoute la ludothèque PC café, les showcases, la communauté de discussion des gérants, le support technique et un référencement prioritaire.`)
};

const es_faq_a_plans_and_prices = /** @type {(inputs: Faq_A_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay dos planes mensuales. Un Verified Listing cuesta 10 USD al mes y pone tu centro en el mapa y en la plataforma para jugadores. La LAN Center Subscription cuesta 50 USD al mes y añade la biblioteca de juegos para PC cafés, showcases, la comunidad de chat de dueños, soporte técnico y posición prioritaria.`)
};

const pt_br2_faq_a_plans_and_prices = /** @type {(inputs: Faq_A_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Há dois planos mensais. Um Verified Listing custa 10 USD por mês e coloca seu centro no mapa e na plataforma para gamers. A LAN Center Subscription custa 50 USD por mês e inclui também a biblioteca de jogos para PC cafés, showcases, a comunidade de chat dos donos, suporte técnico e destaque prioritário.`)
};

const ja_faq_a_plans_and_prices = /** @type {(inputs: Faq_A_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月額プランは2つあります。Verified Listingは月額10 USDで、センターを地図とゲーマー向けプラットフォームに掲載します。LAN Center Subscriptionは月額50 USDで、PCカフェ向けゲームライブラリ、ショーケース、オーナー向けチャットコミュニティ、技術サポート、優先掲載が加わります。`)
};

const ko_faq_a_plans_and_prices = /** @type {(inputs: Faq_A_Plans_And_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`월간 요금제는 두 가지입니다. Verified Listing은 월 10 USD로 센터를 지도와 게이머 플랫폼에 올려 줍니다. LAN Center Subscription은 월 50 USD로 PC방 게임 라이브러리, 쇼케이스, 운영자 채팅 커뮤니티, 기술 지원, 우선 노출이 추가됩니다.`)
};

/**
* | output |
* | --- |
* | "There are two monthly plans. A Verified Listing costs 10 USD per month and puts your center on the map and the gamer platform. The LAN Center Subscription co..." |
*
* @param {Faq_A_Plans_And_PricesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_plans_and_prices = /** @type {((inputs?: Faq_A_Plans_And_PricesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_Plans_And_PricesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_plans_and_prices(inputs)
	if (locale === "fr") return fr_faq_a_plans_and_prices(inputs)
	if (locale === "es") return es_faq_a_plans_and_prices(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_plans_and_prices(inputs)
	if (locale === "ja") return ja_faq_a_plans_and_prices(inputs)
	if (locale === "ko") return ko_faq_a_plans_and_prices(inputs)
	return en_faq_a_plans_and_prices(inputs)
});