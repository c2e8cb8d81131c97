/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_Who_Can_JoinInputs */

const en_faq_a_who_can_join = /** @type {(inputs: Faq_A_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN centers, game arenas, game cafés, colleges, schools, libraries, hotels and coffee shops can all join, and so can organizers of LAN parties. If people gather to play games on PCs at your place, the network is built for you.`)
};

const de_faq_a_who_can_join = /** @type {(inputs: Faq_A_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center, Gaming-Arenen, Gaming-Cafés, Hochschulen, Schulen, Bibliotheken, Hotels und Coffeeshops können mitmachen, ebenso Veranstalter von LAN-Partys. Wenn sich bei Ihnen Menschen treffen, um am PC zu spielen, ist das Netzwerk für Sie gemacht.`)
};

const fr_faq_a_who_can_join = /** @type {(inputs: Faq_A_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centres LAN, arènes de jeu, cafés jeux, universités, écoles, bibliothèques, hôtels et coffee shops peuvent tous nous rejoindre, tout comme les organisateurs de LAN parties. Si l’on vient chez vous pour jouer sur PC, le réseau est fait pour vous.`)
};

const es_faq_a_who_can_join = /** @type {(inputs: Faq_A_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pueden unirse centros LAN, arenas de juego, cibercafés, universidades, escuelas, bibliotecas, hoteles y cafeterías, y también organizadores de LAN parties. Si en tu local la gente se reúne para jugar en PC, la red está hecha para ti.`)
};

const pt_br2_faq_a_who_can_join = /** @type {(inputs: Faq_A_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros LAN, arenas de games, cafés de games, faculdades, escolas, bibliotecas, hotéis e cafeterias podem participar, assim como organizadores de LAN parties. Se as pessoas se reúnem no seu espaço para jogar no PC, a rede foi feita para você.`)
};

const ja_faq_a_who_can_join = /** @type {(inputs: Faq_A_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター、ゲームアリーナ、ゲームカフェ、大学、学校、図書館、ホテル、コーヒーショップのほか、LANパーティーの主催者も参加できます。PCでゲームを楽しむために人が集まる場所なら、このネットワークはあなたのためのものです。`)
};

const ko_faq_a_who_can_join = /** @type {(inputs: Faq_A_Who_Can_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터, 게임 아레나, 게임 카페, 대학, 학교, 도서관, 호텔, 커피숍은 물론 LAN 파티 주최자도 가입할 수 있습니다. 사람들이 모여 PC로 게임을 즐기는 곳이라면 이 네트워크는 바로 당신을 위한 것입니다.`)
};

/**
* | output |
* | --- |
* | "LAN centers, game arenas, game cafés, colleges, schools, libraries, hotels and coffee shops can all join, and so can organizers of LAN parties. If people gat..." |
*
* @param {Faq_A_Who_Can_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_who_can_join = /** @type {((inputs?: Faq_A_Who_Can_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_Who_Can_JoinInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_who_can_join(inputs)
	if (locale === "fr") return fr_faq_a_who_can_join(inputs)
	if (locale === "es") return es_faq_a_who_can_join(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_who_can_join(inputs)
	if (locale === "ja") return ja_faq_a_who_can_join(inputs)
	if (locale === "ko") return ko_faq_a_who_can_join(inputs)
	return en_faq_a_who_can_join(inputs)
});