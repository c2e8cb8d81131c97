/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Stats_P2Inputs */

const en_prv_stats_p2 = /** @type {(inputs: Prv_Stats_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For this we set no cookie and store no IP address and no user agent. To count a visitor once a day, the address and browser name are turned into a salted hash with a random salt that changes every day; the old salt and its hashes are deleted the next day, so nobody, including us, can link a visit to a person. Automated visitors (bots) and an owner's own visits are not counted.`)
};

const de_prv_stats_p2 = /** @type {(inputs: Prv_Stats_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dafür setzen wir kein Cookie und speichern weder IP-Adresse noch User-Agent. Um einen Besucher nur einmal am Tag zu zählen, werden Adresse und Browsername mit einem zufälligen, täglich wechselnden Salt zu einem Hash verrechnet; der alte Salt und seine Hashes werden am nächsten Tag gelöscht, sodass niemand, auch wir nicht, einen Besuch einer Person zuordnen kann. Automatisierte Besucher (Bots) und die eigenen Besuche eines Betreibers werden nicht gezählt.`)
};

const fr_prv_stats_p2 = /** @type {(inputs: Prv_Stats_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour cela, nous ne déposons aucun cookie et ne conservons ni adresse IP ni user agent. Pour ne compter un visiteur qu’une fois par jour, l’adresse et le nom du navigateur sont transformés en une empreinte salée, avec un sel aléatoire qui change chaque jour ; l’ancien sel et ses empreintes sont supprimés le lendemain, de sorte que personne, nous compris, ne peut relier une visite à une personne. Les visiteurs automatisés (bots) et les propres visites d’un propriétaire ne sont pas comptés.`)
};

const es_prv_stats_p2 = /** @type {(inputs: Prv_Stats_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ello no usamos cookies ni guardamos la dirección IP ni el user agent. Para contar a un visitante una sola vez al día, la dirección y el nombre del navegador se convierten en un hash con una sal aleatoria que cambia cada día; la sal anterior y sus hashes se eliminan al día siguiente, de modo que nadie, ni siquiera nosotros, puede vincular una visita a una persona. Los visitantes automatizados (bots) y las visitas del propio propietario no se cuentan.`)
};

const pt_br2_prv_stats_p2 = /** @type {(inputs: Prv_Stats_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para isso, não usamos cookies nem armazenamos endereço IP ou user agent. Para contar um visitante uma vez por dia, o endereço e o nome do navegador viram um hash com um salt aleatório que muda todo dia; o salt antigo e seus hashes são apagados no dia seguinte, então ninguém, nem nós, consegue ligar uma visita a uma pessoa. Visitantes automatizados (bots) e as visitas do próprio dono não são contados.`)
};

const ja_prv_stats_p2 = /** @type {(inputs: Prv_Stats_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このために Cookie は使用せず、IP アドレスやユーザーエージェントも保存しません。訪問者を1日1回だけ数えるため、アドレスとブラウザ名を毎日変わるランダムなソルトでソルト付きハッシュに変換します。古いソルトとそのハッシュは翌日に削除されるため、私たちを含め誰も訪問を個人に結びつけることはできません。自動化された訪問者（ボット）やオーナー自身の訪問は集計しません。`)
};

const ko_prv_stats_p2 = /** @type {(inputs: Prv_Stats_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이를 위해 쿠키를 설정하지 않으며 IP 주소와 사용자 에이전트도 저장하지 않습니다. 방문자를 하루에 한 번만 집계하기 위해 주소와 브라우저 이름을 매일 바뀌는 무작위 솔트로 솔트 해시로 변환하며, 이전 솔트와 그 해시는 다음 날 삭제되므로 저희를 포함한 누구도 방문을 특정인과 연결할 수 없습니다. 자동화된 방문자(봇)와 운영자 본인의 방문은 집계하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "For this we set no cookie and store no IP address and no user agent. To count a visitor once a day, the address and browser name are turned into a salted has..." |
*
* @param {Prv_Stats_P2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_stats_p2 = /** @type {((inputs?: Prv_Stats_P2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Stats_P2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_stats_p2(inputs)
	if (locale === "fr") return fr_prv_stats_p2(inputs)
	if (locale === "es") return es_prv_stats_p2(inputs)
	if (locale === "pt-BR") return pt_br2_prv_stats_p2(inputs)
	if (locale === "ja") return ja_prv_stats_p2(inputs)
	if (locale === "ko") return ko_prv_stats_p2(inputs)
	return en_prv_stats_p2(inputs)
});